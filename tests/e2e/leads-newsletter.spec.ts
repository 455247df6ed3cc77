import { expect, test } from "./fixtures";
import { droppedMails, queryE2e } from "../support/e2e-data";
import { CONSENT_VERSION } from "@/content/legal/consent-notice";
import { consentNotices } from "@/lib/content/consent";

const en = consentNotices.en;

test.use({ locale: "en-US" });

test("the footer's newsletter form: both consents required, then the e-mailed link's button subscribes and one click unsubscribes", async ({
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
  await expect(form.getByText("Please agree to receive advertising e-mail.")).toBeVisible();

  const details = form.locator("details");
  await expect(details).not.toHaveAttribute("open");
  await form.getByText(en.more).click();
  await expect(details).toHaveAttribute("open");
  for (const text of [en.collected.newsletter, en.newsletter.purpose, en.newsletter.retention, en.newsletter.refusal])
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  // With the default settings the support address is a placeholder: the contact page stands in.
  await expect(details).not.toContainText("example.com");

  await form.getByLabel(en.label).check();
  await form.getByLabel("[Required] I agree to receive advertising e-mail").check();
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Check your e-mail: follow the link in the message we just sent to finish subscribing. Nothing is sent until you do.",
  );
  const state = () =>
    queryE2e<{ email: string; locale: string; status: string; consentVersion: string; landingPage: string }>(
      `SELECT n.email, n.locale, n.status, s.consentVersion, s.landingPage FROM NewsletterSubscriber n
       JOIN Submission s ON s.kind = 'newsletter' AND s.sourceId = n.id WHERE n.email = ?`,
      email,
    );
  const row = { email, locale: "en", consentVersion: CONSENT_VERSION, landingPage: "/en/case-studies" };
  expect(state()).toEqual([{ ...row, status: "pending" }]);

  // The confirmation e-mail (the outbox's drop folder in e2e), with the one-click unsubscribe headers.
  let mail = "";
  await expect
    .poll(() => (mail = droppedMails().find((text) => text.includes(`To: ${email}`)) ?? ""), { timeout: 15_000 })
    .not.toBe("");
  expect(mail).toMatch(/^List-Unsubscribe:\s+<https?:\/\/[^>]+\/api\/unsubscribe\?token=[\w-]+&locale=en>$/m);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const link = (path: string) => new URL(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(mail)![0]);
  const confirmLink = link("/en/newsletter/confirm");

  // Opening the link (as a mail scanner would) changes nothing; the button confirms.
  await page.goto(confirmLink.pathname + confirmLink.search);
  await expect(page.getByRole("heading", { name: "Confirm your newsletter subscription" })).toBeVisible();
  const lead = page.getByText("Press the button below to finish subscribing to the newsletter.");
  await expect(lead).toBeVisible();
  expect(state()).toEqual([{ ...row, status: "pending" }]);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  // Done: the line that says so takes the focus (read once, so no live region as well), and neither the
  // lead nor the button it spoke of is left.
  const done = page.getByText("You are subscribed. The newsletter arrives on the third Wednesday of each month.");
  await expect(done).toBeFocused();
  await expect(done).not.toHaveAttribute("role");
  await expect(done).not.toHaveAttribute("aria-live");
  await expect(lead).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Confirm subscription" })).toHaveCount(0);
  expect(state()).toEqual([{ ...row, status: "confirmed" }]);

  const unsubscribeLink = link("/en/newsletter/unsubscribe");
  await page.goto(unsubscribeLink.pathname + unsubscribeLink.search);
  expect(state()).toEqual([{ ...row, status: "confirmed" }]);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You are unsubscribed. We will send you no more advertising e-mail.")).toBeFocused();
  await expect(page.getByText("Press the button below and we will stop sending")).toHaveCount(0);
  expect(state()).toEqual([{ ...row, status: "withdrawn" }]);
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
    await expect(section.getByLabel("[필수] 광고성 정보 수신 동의")).toBeVisible();
    await expect(section.getByText(consentNotices.ko.more)).toBeVisible();
  });
});
