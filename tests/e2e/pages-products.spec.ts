import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  eachLocale,
  expectedScroll,
  expectSectionHeadings,
  formPosition,
  localePath,
  openAtHero,
  sectionsWithHeadings,
  untilSteady,
  untilViewCounted,
} from "./pages-helpers";

/** Clicks the n-th (1-based) item of a showcase and checks its clip replaced the previous one and starts over. */
async function chooseAndCheck(page: Page, idPrefix: string, clipPrefix: string, n: number) {
  await page.locator(`#${idPrefix}-${n}`).click();
  await expect(page.locator(`#${idPrefix}-${n}`)).toHaveAttribute("aria-pressed", "true");
  const video = page.locator(`#${idPrefix}-stage [data-clip="${clipPrefix}-${n}"] video`);
  await expect(video).toHaveAttribute("data-device", "desktop");
  await expect(video.locator("source").first()).toHaveAttribute("src", `/en/media/${clipPrefix}-${n}-desktop.webm`);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.loop && v.muted)).toBe(true);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(2);
  await expect(page.locator(`#${idPrefix}-stage video`)).toHaveCount(1);
}

eachLocale("product pages", { viewport: { width: 1280, height: 800 } }, (locale) => {
  test("app page: hero, five features, steps, audiences and customization", async ({ page }) => {
    const m = await openAtHero(page, locale, "/zen-app", "zenApp");
    for (const feature of m.features.items) {
      await expect(page.getByRole("heading", { name: feature.title, exact: true })).toBeVisible();
    }
    await expect(page.locator("#features [data-clip]")).toHaveCount(5);
    for (const step of m.howItWorks.steps) await expect(page.getByRole("button", { name: step.title })).toBeVisible();
    for (const text of Object.values(m.audience.items)) await expect(page.getByText(text)).toBeVisible();
    for (const item of m.customization.items) {
      await expect(page.getByRole("heading", { name: item.title, exact: true })).toBeVisible();
    }
    await expect(page.locator('#form[data-variant="ZenApp"]')).toBeAttached();
    await page.locator("main").getByRole("button", { name: m.hero.requestDemo }).click();
    await expect(page.locator('dialog[data-trigger="zenapp"]')).toBeVisible();
  });

  test("app page: choosing a step switches to its clip, played from the start", async ({ page }) => {
    await page.goto(localePath(locale, "/zen-app"));
    await page.locator("#how-it-works").scrollIntoViewIfNeeded();
    await expect(page.locator("#zen-step-1")).toHaveAttribute("aria-pressed", "true");
    await chooseAndCheck(page, "zen-step", "zen-app-step", 3);
    await chooseAndCheck(page, "zen-step", "zen-app-step", 5);
  });

  test("modular page: every section, and its three selectable lists", async ({ page }) => {
    const m = await openAtHero(page, locale, "/modular", "modular");
    await expectSectionHeadings(page, m, sectionsWithHeadings.modular);
    for (const group of [m.howItWorks.steps, m.modules.items, m.customize.items]) {
      for (const item of group) await expect(page.getByRole("button", { name: item.title })).toBeVisible();
    }
    for (const item of m.customization.items) {
      await expect(page.getByRole("heading", { name: item.title, exact: true })).toBeVisible();
    }
    await page.locator("#modules").scrollIntoViewIfNeeded();
    await chooseAndCheck(page, "modular-module", "modular-module", 4);
    await page.locator("#customize").scrollIntoViewIfNeeded();
    await chooseAndCheck(page, "modular-customize", "modular-customize", 2);
    await page.locator("main").getByRole("button", { name: m.hero.requestDemo }).click();
    await expect(page.locator('dialog[data-trigger="modularlandingpage"]')).toBeVisible();
  });

  test("AI consulting page: comparison, case study figures, steps, challenges, audiences, form", async ({ page }) => {
    const m = await openAtHero(page, locale, "/ai-consulting", "aiConsulting");
    await expect(page.getByRole("heading", { name: m.comparison.with.title, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: m.comparison.without.title, exact: true })).toBeVisible();
    const study = page.locator("#case-study");
    for (const fact of [...Object.values(m.caseStudy.facts), ...Object.values(m.caseStudy.results)]) {
      await expect(study.getByText(fact.value, { exact: true })).toBeVisible();
    }
    await expect(study).toContainText("2,582");
    await expect(study).toContainText("+37%");
    await expect(study).toContainText("Type IIIA");
    for (const step of m.howItWorks.steps) {
      await expect(page.getByRole("heading", { name: step.title, exact: true })).toBeVisible();
    }
    for (const item of m.challenges.items) await expect(page.getByText(item)).toBeVisible();
    await expect(page.locator('#form[data-variant="AIConsulting"]')).toContainText(m.form.heading);
    await page.getByRole("main").getByRole("link", { name: m.hero.contactUs, exact: true }).click();
    await expect(page.locator("#form")).toBeInViewport();
  });
});

const wide = { width: 1280, height: 800 };
/** The sticky header (64 px and its border): a desktop lands the form just below it, its heading in view. */
const headerHeight = 65;
const narrow = { width: 375, height: 812 };

/** Opens an address at the given size, waits out the arrival scroll, and checks #form sits `offset` px below the top. */
async function arriveAtForm(page: Page, viewport: typeof wide, address: string, offset: number) {
  await page.setViewportSize(viewport);
  await page.goto(address);
  await page.waitForTimeout(1300);
  const position = await formPosition(page);
  expect(Math.abs(position.scrollY - expectedScroll(position, offset))).toBeLessThan(3);
  return position;
}

test.describe("arrival scrolls and the mobile carousel", () => {
  test.use({ locale: "en-US" });

  for (const path of ["/zen-app", "/modular", "/ai-consulting"]) {
    test(`${path}#form lands on the form, just below the header on wide screens`, async ({ page }) => {
      const position = await arriveAtForm(page, wide, `/en${path}#form`, headerHeight);
      expect(position.scrollY).toBeGreaterThan(1000);
    });
  }

  test("on narrow screens #form lands with a 250 px offset", async ({ page }) => {
    const position = await arriveAtForm(page, narrow, "/en/zen-app#form", 250);
    expect(position.scrollY).toBeGreaterThan(1000);
  });

  test("the hero's Try It link lands on the form as an arrival does: 250 px down on a phone, below the header on a desktop", async ({
    page,
  }) => {
    for (const [viewport, offset] of [
      [narrow, 250],
      [wide, headerHeight],
    ] as const) {
      await page.setViewportSize(viewport);
      const m = await openAtHero(page, "en", "/zen-app", "zenApp");
      await page.getByRole("link", { name: m.hero.tryIt }).click();
      await expect(page).toHaveURL(/\/en\/zen-app#form$/);
      await expect
        .poll(async () => {
          const position = await formPosition(page);
          return Math.abs(position.scrollY - expectedScroll(position, offset));
        })
        .toBeLessThan(3);
    }
  });

  test("a visitor who scrolls away once the form is placed keeps the place they chose", async ({ page }) => {
    // The clock stands still, so the arrival's later scrolls (500 and 1000 ms) wait for the wheel.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.setViewportSize(wide);
    await page.goto("/en/zen-app#form");
    // The view is counted in the same commit that starts the arrival's timers.
    await untilViewCounted(page);
    await page.clock.runFor(150);
    expect(Math.abs((await formPosition(page)).top - headerHeight)).toBeLessThan(3);
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, -1200);
    await untilSteady(() => page.evaluate(() => window.scrollY), 100);
    const chosen = await page.evaluate(() => window.scrollY);
    expect((await formPosition(page)).top).toBeGreaterThan(1000);
    await page.clock.runFor(1500);
    expect(await page.evaluate(() => window.scrollY)).toBe(chosen);
  });

  test("/modular?utm_source=bmac2023 lands on the form; another source stays at the top", async ({ page }) => {
    await arriveAtForm(page, wide, "/en/modular?utm_source=bmac2023", headerHeight);
    await page.goto("/en/modular?utm_source=other");
    await page.waitForTimeout(1300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("on a phone a carousel replaces the step list and switches the clip", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/en/zen-app");
    await expect(page.locator("#zen-step-1")).toBeHidden();
    const stage = page.locator("#zen-step-stage");
    await stage.scrollIntoViewIfNeeded();
    await stage.getByRole("button", { name: "Next" }).click();
    await expect(stage.getByText("2 of 5")).toBeVisible();
    const video = stage.locator('[data-clip="zen-app-step-2"] video');
    await expect(video).toHaveAttribute("data-device", "mobile");
    await stage.getByRole("button", { name: "Go to 5" }).click();
    await expect(stage.locator('[data-clip="zen-app-step-5"]')).toBeVisible();
    await stage.getByRole("button", { name: "Next" }).click();
    await expect(stage.locator('[data-clip="zen-app-step-1"]')).toBeVisible();
  });
});
