import { expect, test } from "./fixtures";
import { queryE2e } from "../support/e2e-data";

test.use({ locale: "en-US" });

test("the footer's newsletter form: agreement required, what it means one click away, then one subscriber row", async ({
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
  await expect(form.getByText("Please agree to receive the newsletter.")).toBeVisible();

  const terms = form.getByRole("button", { name: "What we collect and why" });
  await expect(terms).toHaveAttribute("aria-expanded", "false");
  await terms.click();
  await expect(terms).toHaveAttribute("aria-expanded", "true");
  await expect(form.getByText("We collect your e-mail address only")).toBeVisible();
  await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/en/privacy-policy");

  await form.getByLabel("I agree to the collection and use of my e-mail address").check();
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Subscribed. Your first newsletter arrives on the third Wednesday of the month.",
  );
  expect(
    queryE2e<{ email: string; locale: string }>(
      "SELECT email, locale FROM NewsletterSubscriber WHERE email = ?",
      email,
    ),
  ).toEqual([{ email, locale: "en" }]);

  await form.getByLabel("Email").fill(email);
  await form.getByLabel("I agree to the collection and use of my e-mail address").check();
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
    await expect(section.getByLabel("뉴스레터 수신을 위한 이메일 주소 수집·이용에 동의합니다.")).toBeVisible();
  });
});
