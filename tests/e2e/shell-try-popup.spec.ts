import type { Page } from "@playwright/test";
import { axe } from "./axe";
import { expect, test } from "./fixtures";

// The try-product invitation, on by default: these tests start as a first-time visitor.
test.use({ showTryPopup: true, locale: "en-US" });

const DELAY_MS = 20_000;

/** Waits until the page has decided ("waiting" for the delay, or "off"), then moves the clock past the delay. */
async function passTheDelay(page: Page, expected: "waiting" | "off" = "waiting") {
  await expect(page.locator(`[data-try-popup="${expected}"]`)).toHaveCount(1);
  await page.clock.fastForward(DELAY_MS);
}

test("appears after a while without taking focus, closes with Escape, and stays closed on the next visit", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/en/about");
  const invitation = page.getByRole("dialog", { name: "Try Atlas free for 2 weeks" });
  await passTheDelay(page);
  await expect(invitation).toBeVisible();
  await expect(invitation).toHaveAttribute("aria-modal", "false");
  await expect(invitation).toHaveAccessibleDescription(/See a site plan, massing and pro forma/);
  // It never takes focus: the visitor's place on the page stays theirs.
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') ?? null)).toBeNull();
  const audit = await axe(page).include('[role="dialog"]').analyze();
  expect(audit.violations.map((violation) => violation.id)).toEqual([]);

  await invitation.getByRole("button", { name: "Close the invitation" }).focus();
  await page.keyboard.press("Escape");
  await expect(invitation).toHaveCount(0);
  await page.reload();
  await passTheDelay(page, "off");
  await expect(invitation).toHaveCount(0);
});

test("its button opens the demo popup, and taking it up is remembered too", async ({ page }) => {
  await page.clock.install();
  await page.goto("/en/case-studies");
  await passTheDelay(page);
  await page.getByRole("button", { name: "Book a demo + free trial" }).click();
  await expect(page.locator('dialog[data-trigger="default"]')).toBeVisible();
  await expect(page.getByRole("dialog", { name: /Try Atlas/ })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem("try-popup-dismissed-at"))).not.toBeNull();
});

test("never over a form being filled: typing first keeps it away, focusing a field hides it", async ({ page }) => {
  await page.clock.install();
  await page.goto("/en/contact");
  await expect(page.locator('[data-try-popup="waiting"]')).toHaveCount(1);
  await page.locator("main").getByLabel("Company").fill("Typing Co");
  await page.clock.fastForward(DELAY_MS);
  await expect(page.getByRole("dialog", { name: /Try Atlas/ })).toHaveCount(0);

  await page.goto("/en/signup");
  await passTheDelay(page);
  const invitation = page.getByRole("dialog", { name: /Try Atlas/ });
  await expect(invitation).toBeVisible();
  await page.locator("main").getByLabel("Work Email").focus();
  await expect(invitation).toHaveCount(0);
});

test("not on campaign and booking pages", async ({ page }) => {
  await page.clock.install();
  for (const path of ["/en/demo", "/en/phx"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
    await page.clock.fastForward(DELAY_MS);
    // The campaign group's layout leaves the invitation out altogether.
    await expect(page.locator("[data-try-popup]")).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: /Try Atlas/ })).toHaveCount(0);
  }
});

test.describe("in Korean", () => {
  test.use({ locale: "ko-KR" });
  test("speaks Korean", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about");
    await passTheDelay(page);
    await expect(page.getByRole("dialog", { name: "Atlas 2주 무료 체험" })).toBeVisible();
    await expect(page.getByRole("button", { name: "안내 닫기" })).toBeVisible();
  });
});
