import type { Page } from "@playwright/test";
import { agreeToPrivacy, agreeToTerms } from "./consent";
import { expect, test } from "./fixtures";
import { browserLocale, localePath, messagesFor, type PageLocale } from "./pages-helpers";
import { termsVersionFor } from "@/lib/content/legal";
import { refundNotice } from "@/content/legal/report-refunds";
import { queryE2e } from "../support/e2e-data";

/**
 * The paid report asks agreement to the terms and their refund rules before it is sent: the box on the
 * last step links the terms in the page's language, above it the withdrawal period and the refund
 * stages are stated, the wizard refuses to send without it, and the request keeps the version agreed to
 * and when.
 */
const form = (page: Page) => page.locator("#form");

async function fillSteps1To3(page: Page, locale: PageLocale, email: string) {
  const { fields, actions } = (await messagesFor(locale)).reportWizard;
  const next = form(page).getByRole("button", { name: actions.next });
  // Korean pages ask one 이름 (issue 47); English ones a first and a last name.
  await form(page)
    .getByRole("textbox", { name: fields.firstName, exact: true })
    .fill(locale === "ko" ? "홍길동" : "Ada");
  if (locale === "en") await form(page).getByRole("textbox", { name: fields.lastName, exact: true }).fill("Kim");
  await form(page).getByRole("textbox", { name: fields.email, exact: true }).fill(email);
  await form(page).getByRole("textbox", { name: fields.phone, exact: true }).fill("010-1234-5678");
  await form(page).getByRole("textbox", { name: fields.companyName, exact: true }).fill("Kim Development");
  await next.click();
  await form(page).getByRole("textbox", { name: fields.projectName, exact: true }).fill("Riverside Lofts");
  await form(page).getByRole("textbox", { name: fields.siteAddress, exact: true }).fill("서울특별시 강남구 강남대로 1");
  await next.click();
  await form(page).getByRole("textbox", { name: fields.use, exact: true }).fill("공동주택");
  await form(page)
    .getByRole("checkbox", { name: locale === "ko" ? fields.bedroom.upTo59 : fields.bedroom["2bed"] })
    .check();
  await next.click();
}

for (const [locale, terms] of [
  ["ko", "/terms-and-conditions"],
  ["en", "/en/terms-and-conditions"],
] as const) {
  test.describe(`the report's terms agreement (${locale})`, () => {
    test.use({ locale: browserLocale(locale) });

    test("is asked on the last step, linked to the terms, and kept with the request", async ({ page }) => {
      const { reportWizard } = await messagesFor(locale);
      const email = `terms-${locale}-${Date.now()}@example.com`;
      await page.goto(`${localePath(locale, "/report")}#form`);
      await fillSteps1To3(page, locale, email);
      await expect(form(page).locator("#report-step-title")).toHaveText(reportWizard.steps.additional);

      // The refund rules, stated before the box and the submit (전자상거래법 제17조제6항).
      const notice = refundNotice(locale);
      const rules = form(page).getByRole("region", { name: notice.heading });
      for (const line of [...notice.withdrawal, ...notice.stages]) await expect(rules).toContainText(line);
      const box = form(page).getByRole("checkbox", { name: /^\[(Required|필수)\] .*(Terms & Conditions|이용약관)/ });
      await expect(box).not.toBeChecked();
      const link = form(page).getByRole("link", { name: locale === "ko" ? /^이용약관/ : /^Terms & Conditions/ });
      await expect(link).toHaveAttribute("href", terms);
      await expect(link).toHaveAttribute("target", "_blank");

      // Without it nothing is sent: the box says why.
      let posted = false;
      page.on("request", (request) => {
        if (request.url().includes("/api/consulting-form")) posted = true;
      });
      await agreeToPrivacy(form(page));
      await form(page).getByRole("button", { name: reportWizard.actions.submit }).click();
      await expect(form(page).getByText(reportWizard.errors.termsAgreementRequired, { exact: true })).toBeVisible();
      await expect(box).toHaveAttribute("aria-invalid", "true");
      expect(posted).toBe(false);

      await agreeToTerms(form(page));
      await form(page).getByRole("button", { name: reportWizard.actions.submit }).click();
      await expect(page.getByTestId("report-success")).toBeVisible();
      const [row] = queryE2e<{ termsVersion: string; termsAgreedAt: unknown }>(
        'SELECT "termsVersion", "termsAgreedAt" FROM "ConsultingRequest" WHERE "email" = ?',
        email,
      );
      expect(row?.termsVersion).toBe(termsVersionFor(locale));
      expect(row?.termsAgreedAt).toBeTruthy();
    });
  });
}
