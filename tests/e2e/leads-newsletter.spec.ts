import { expect, test } from "./fixtures";
import { queryE2e } from "../support/e2e-data";
import { CONSENT_VERSION, consentNotices } from "@/content/legal/consent-notice";

const en = consentNotices.en;

test.use({ locale: "en-US" });

test("the footer's newsletter form: the shared consent required, its four items one click away, then one subscriber row", async ({
  page,
}) => {
  await page.goto("/en/case-studies");
  const footer = page.locator("footer");
  const section = footer.getByRole("region", { name: "Newsletter" });
  await section.scrollIntoViewIfNeeded();
  const form = section.getByRole("form", { name: "Newsletter" });
  const email = `reader.${Date.now()}@news.test`;
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Please agree to the collection and use of your personal information.")).toBeVisible();

  const details = form.locator("details");
  await expect(details).not.toHaveAttribute("open");
  await form.getByText(en.more).click();
  await expect(details).toHaveAttribute("open");
  for (const text of [en.collected.newsletter, en.newsletter.purpose, en.newsletter.retention, en.newsletter.refusal])
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  // With the default settings the support address is a placeholder: the contact page stands in.
  await expect(details).not.toContainText("example.com");

  await form.getByLabel(en.label).check();
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Subscribed. Your first newsletter arrives on the third Wednesday of the month.",
  );
  expect(
    queryE2e<{ email: string; locale: string; consentVersion: string; landingPage: string }>(
      `SELECT n.email, n.locale, s.consentVersion, s.landingPage FROM NewsletterSubscriber n
       JOIN Submission s ON s.kind = 'newsletter' AND s.sourceId = n.id WHERE n.email = ?`,
      email,
    ),
  ).toEqual([{ email, locale: "en", consentVersion: CONSENT_VERSION, landingPage: "/en/case-studies" }]);

  await form.getByLabel("Email").fill(email);
  await form.getByLabel(en.label).check();
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText("This address is already subscribed.");
});

test("keyboard and screen-reader visitors reach the form from its placeholder button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/en/about");
  const open = page.getByRole("button", { name: "Open the newsletter sign-up" });
  await expect(open).toHaveCount(1);
  await open.focus();
  await expect(page.locator("footer").getByLabel("Email")).toBeFocused();
});

test.describe("in Korean", () => {
  test.use({ locale: "ko-KR" });
  test("speaks Korean with a confirm button", async ({ page }) => {
    await page.goto("/case-studies");
    const section = page.locator("footer").getByRole("region", { name: "뉴스레터" });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("button", { name: "확인" })).toBeVisible();
    await expect(section.getByLabel(consentNotices.ko.label)).toBeVisible();
    await expect(section.getByText(consentNotices.ko.more)).toBeVisible();
  });
});
