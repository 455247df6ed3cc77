import Database from "better-sqlite3";
import path from "node:path";
import type { Page } from "@playwright/test";
import { axe, settled } from "./axe";
import { expect, test } from "./fixtures";
import { STAFF_ACCOUNTS, STAFF_PASSWORD, editorServerForSpec } from "./blog-support";

// axe on every back-office page (its own server): in Korean at a phone's width, in English at a
// desktop's, so each layout and each language is audited once (axe takes about a second a page; its findings
// follow the markup and the layout, which the other two pairs would only repeat).
const server = editorServerForSpec();

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  // The pages below need these rows: a refused submission stops here, named.
  const post = async (pathname: string, body: unknown) => {
    const response = await fetch(`${server.baseURL}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathname} returned ${response.status}: ${await response.text()}`);
  };
  await post("/api/main/email", {
    tag: "Contact",
    company: "한빛건설",
    name: "김민준",
    email: "kim@hanbit.test",
    purpose: "billing",
    message: "<b>견적</b> 문의",
    privacyConsent: true,
  });
  await post("/api/subscribe", { email: "kim@hanbit.test", privacyConsent: true, marketingConsent: true });
});

async function expectNoViolations(page: Page) {
  await page.waitForLoadState("load");
  await settled(page);
  const results = await axe(page).analyze();
  const { width } = page.viewportSize()!;
  expect(
    results.violations.map((v) => `${v.id} at ${width} px: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

for (const [locale, width] of [
  ["ko", 375],
  ["en", 1280],
] as const) {
  test.describe(`staff pages (${locale})`, () => {
    test.use({ locale: locale === "ko" ? "ko-KR" : "en-US", viewport: { width, height: 900 } });
    const prefix = locale === "ko" ? "" : "/en";

    test(`have no axe violations at ${width} px`, async ({ page }) => {
      await page.goto(`${server.baseURL}${prefix}/staff/reset-password`);
      await expect(page.locator("#reset-email")).toBeVisible();
      await expectNoViolations(page);
      await page.goto(`${server.baseURL}${prefix}/staff/sign-in`);
      await expectNoViolations(page);
      await page.locator("#staff-email").fill(STAFF_ACCOUNTS.marketing.email);
      await page.locator("#staff-password").fill(STAFF_PASSWORD);
      await page.locator("form button[type=submit]").click();
      await expect(page).toHaveURL(`${server.baseURL}${prefix}/staff`);
      await expect(page.locator("h1")).toHaveCount(1);
      await expectNoViolations(page);
      await page.goto(`${server.baseURL}${prefix}/staff/submissions`);
      await expect(page.getByRole("table")).toBeVisible();
      await expectNoViolations(page);
      const db = new Database(path.join(server.dir, "site.db"), { readonly: true });
      const contact = db.prepare("SELECT sourceId FROM Submission WHERE kind = 'contact'").get() as {
        sourceId: number;
      };
      db.close();
      await page.goto(`${server.baseURL}${prefix}/staff/submissions/contact/${contact.sourceId}`);
      // Markup a visitor typed shows as text.
      await expect(page.getByText("<b>견적</b> 문의")).toBeVisible();
      await expectNoViolations(page);
      await page.goto(`${server.baseURL}${prefix}/staff/two-factor`);
      await expect(page.locator("#two-factor-password")).toBeVisible();
      await expectNoViolations(page);
      await page.goto(`${server.baseURL}${prefix}/staff/submissions?kind=payroll`);
      await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
