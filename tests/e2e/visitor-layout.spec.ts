import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Issue 29's visitor-side defects, each checked where the visitor met it. */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("product forms on a phone", () => {
  test.use({ ...phone, locale: "en-US" });

  for (const [path, variant] of [
    ["/en/zen-app", "ZenApp"],
    ["/en/ai-consulting", "AIConsulting"],
    ["/en/modular", "Modular"],
  ] as const) {
    test(`${path}: the first submit shows every missing field at once`, async ({ page }) => {
      await page.goto(`${path}#form`);
      const form = page.locator(`section#form[data-variant="${variant}"]`);
      await form.getByLabel("Email").fill("dana");
      await form.getByRole("button", { name: "Submit" }).click();
      const invalid = form.locator('[aria-invalid="true"]');
      const required = await form.locator('[aria-required="true"]').count();
      await expect(invalid).toHaveCount(required);
      expect(required).toBeGreaterThanOrEqual(5);
    });
  }
});

async function carouselReady(page: Page) {
  const frame = page.locator(".testimonial-frame");
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.locator(".swiper-pagination-bullet")).toHaveCount(4);
  return frame;
}

async function expectControlsClearOfText(page: Page) {
  const frame = await carouselReady(page);
  const slide = frame.locator(".swiper-slide-active");
  const texts = [
    slide.locator(".testimonial-quote"),
    slide.locator(".testimonial-person"),
    slide.locator(".testimonial-logo"),
  ];
  const controls = [
    frame.locator(".swiper-button-prev"),
    frame.locator(".swiper-button-next"),
    ...(await frame.locator(".swiper-pagination-bullet").all()),
  ];
  for (const control of controls) {
    const target = await box(control);
    for (const text of texts) expect(overlaps(target, await box(text)), "a control over the slide's text").toBe(false);
  }
  for (const bullet of await frame.locator(".swiper-pagination-bullet").all()) {
    const target = await box(bullet);
    expect(target.width).toBeGreaterThanOrEqual(24);
    expect(target.height).toBeGreaterThanOrEqual(24);
  }
}

test.describe("testimonials", () => {
  const views = [
    { name: "phone, Korean", options: { ...phone, locale: "ko-KR" }, home: "/" },
    { name: "desktop, English", options: { viewport: { width: 1440, height: 900 }, locale: "en-US" }, home: "/en" },
  ];
  for (const { name, options, home } of views) {
    test.describe(name, () => {
      test.use(options);
      test("the arrows and dots sit clear of the quote and the job title; the dots are 24 px targets", async ({
        page,
      }) => {
        await page.goto(home);
        await expectControlsClearOfText(page);
      });
    });
  }
});

test.describe("looping videos", () => {
  test.use({ viewport: { width: 1440, height: 900 }, locale: "en-US" });

  for (const path of ["/en", "/en/zen-app", "/en/about"]) {
    test(`${path}: every looping clip can be paused and played again`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("load");
      const frames = page.locator("[data-clip]");
      const count = await frames.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const frame = frames.nth(index);
        await frame.scrollIntoViewIfNeeded();
        await expect(frame.locator("video")).toHaveCount(1);
        const toggle = frame.getByRole("button", { name: "Pause the video" });
        await toggle.click();
        await expect.poll(() => frame.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
        await frame.getByRole("button", { name: "Play the video" }).click();
        await expect.poll(() => frame.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
      }
      // Each button says which clip it stops: a screen reader's list of buttons has no two alike.
      await expect(page.locator("[data-clip] button")).toHaveCount(count);
      const names = await page
        .locator("[data-clip] button")
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")));
      expect(new Set(names).size).toBe(count);
    });
  }
});

test.describe("a blog post's cover", () => {
  for (const [name, settings] of [
    ["phone", phone],
    ["desktop", { viewport: { width: 1440, height: 900 } }],
  ] as const) {
    test.use({ ...settings, locale: "en-US" });
    test(`${name}: the title is under the cover picture, not across it`, async ({ page }) => {
      await page.goto("/en/blog");
      const href = await page.locator(`main a[href*="/blog/"]`).first().getAttribute("href");
      await page.goto(href!);
      const cover = await box(page.locator("header picture img").first());
      const title = await box(page.getByRole("heading", { level: 1 }));
      expect(title.y).toBeGreaterThanOrEqual(cover.y + cover.height);
    });
  }
});

test.describe("the phone menu", () => {
  test.use({ ...phone, locale: "ko-KR" });

  for (const path of ["/", "/about", "/blog"]) {
    test(`${path}: the first group's heading is below the header, at the top and scrolled`, async ({ page }) => {
      await page.goto(path);
      for (const scrolled of [false, true]) {
        if (scrolled) await page.mouse.wheel(0, 600);
        await page.getByRole("button", { name: "메뉴", exact: true }).click();
        const drawer = page.getByTestId("mobile-drawer");
        await expect(drawer).toBeVisible();
        const header = await box(page.locator("[data-site-header]"));
        const first = await box(drawer.locator("summary", { hasText: "제품" }));
        expect(first.y).toBeGreaterThanOrEqual(header.y + header.height);
        await page.getByRole("button", { name: "메뉴", exact: true }).click();
        await expect(drawer).toBeHidden();
      }
    });
  }
});
