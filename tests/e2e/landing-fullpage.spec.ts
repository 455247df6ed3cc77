import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The landing's full page without a fullPage.js licence key (the default): native scroll snapping.
 * Every section fits the screen under the sticky header, the last ends at the footer, and wheel,
 * trackpad-sized wheel steps, keyboard, Tab and touch all reach every section and the footer.
 */
test.use({ locale: "ko-KR" });

async function scrollWhenStill(page: Page): Promise<number> {
  // At rest: no movement in any frame for 300 ms (a busy machine can pause a smooth scroll briefly).
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let stillSince = performance.now();
        const deadline = stillSince + 9_000;
        const frame = (now: number) => {
          if (window.scrollY !== last) {
            last = window.scrollY;
            stillSince = now;
          }
          if (now - stillSince >= 300 || now > deadline) resolve(Math.round(last));
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** Where the page may rest: each section's start under the header, and the very bottom (footer). */
async function stops(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const header = document.querySelector("header")!.getBoundingClientRect().height;
    const banner = document.querySelector("[data-top-banner]")!.getBoundingClientRect().height;
    const sections = [...document.querySelectorAll<HTMLElement>(".landing-snap > .section")];
    const starts = sections.map((section, index) =>
      Math.max(
        0,
        Math.round(section.getBoundingClientRect().top + window.scrollY - header - (index === 0 ? banner : 0)),
      ),
    );
    return [...starts, document.documentElement.scrollHeight - window.innerHeight];
  });
}

async function expectLayout(page: Page) {
  // Measured as laid out: scroll animations shift elements down until they play.
  const still = await page.addStyleTag({
    content: "[data-aos] { transform: none !important; transition: none !important; }",
  });
  const layout = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    watermark:
      document.querySelectorAll(".fp-watermark").length + (document.body.innerText.includes("fullPage") ? 1 : 0),
    header: document.querySelector("header")!.getBoundingClientRect().height,
    banner: document.querySelector("[data-top-banner]")!.getBoundingClientRect().height,
    sections: [...document.querySelectorAll<HTMLElement>(".landing-snap > .section")].map((section) => ({
      height: Math.round(section.getBoundingClientRect().height),
      content: section.scrollHeight,
    })),
    lastEnd: document.querySelector(".landing-snap > .section:last-of-type")!.getBoundingClientRect().bottom,
    footerTop: document.querySelector("footer")!.getBoundingClientRect().top,
    viewport: window.innerHeight,
  }));
  await still.evaluate((style) => (style as HTMLStyleElement).remove());
  expect(layout.overflow).toBe(0);
  expect(layout.watermark).toBe(0);
  expect(layout.sections).toHaveLength(4);
  layout.sections.forEach((section, index) => {
    const screen = layout.viewport - layout.header - (index === 0 ? layout.banner : 0);
    expect(section.height, `section ${index + 1} fills the screen`).toBe(Math.round(screen));
    expect(section.content, `section ${index + 1} fits the screen`).toBeLessThanOrEqual(section.height + 1);
  });
  expect(Math.round(layout.lastEnd)).toBe(Math.round(layout.footerTop));
}

/** Scrolls with `step` until the page rests at the bottom; every resting place is a stop and the header stays on top. */
async function travel(page: Page, step: () => Promise<void>, limit = 12): Promise<number[]> {
  const visited: number[] = [];
  let bottom = 0;
  for (let count = 0; count < limit; count++) {
    await step();
    const y = await scrollWhenStill(page);
    // Measured at each rest: the footer's newsletter form loads as it nears and can change the page's length.
    const allowed = await stops(page);
    bottom = allowed.at(-1)!;
    visited.push(y);
    expect(
      allowed.some((stop) => Math.abs(stop - y) <= 2),
      `rests at a section or the footer, not ${y} (${allowed})`,
    ).toBe(true);
    // The header sits under the banner at the top and sticks to the top edge everywhere else.
    const { headerTop, bannerBottom } = await page.evaluate(() => ({
      headerTop: document.querySelector("header")!.getBoundingClientRect().top,
      bannerBottom: document.querySelector("[data-top-banner]")!.getBoundingClientRect().bottom,
    }));
    expect(headerTop).toBe(Math.max(0, bannerBottom));
    if (Math.abs(y - bottom) <= 2) break;
  }
  expect(visited.at(-1)).toBeGreaterThanOrEqual(bottom - 2);
  await expect(page.locator("footer")).toBeInViewport();
  return visited;
}

// Every way to move at a laptop's size; at a large screen's, the layout and the wheel (the sections' heights
// and stops change with the screen; how a key, a tab, a finger or a dot moves between them does not).
for (const [viewport, everyInput] of [
  [{ width: 1280, height: 800 }, true],
  [{ width: 1920, height: 1080 }, false],
] as const) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      // Each step waits for the scroll to come to rest: slow on a busy machine.
      test.setTimeout(120_000);
      await page.goto("/");
      await page.waitForLoadState("load");
      await expectLayout(page);
    });

    test("the mouse wheel, notch by notch, stops at every section and the footer", async ({ page }) => {
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      const visited = await travel(page, () => page.mouse.wheel(0, 120));
      expect(new Set(visited).size).toBeGreaterThanOrEqual(4);
    });

    test("large wheel and trackpad flings reach the footer", async ({ page }) => {
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await travel(page, () => page.mouse.wheel(0, 2400), 6);
    });

    for (const key of everyInput ? ["PageDown", "ArrowDown", "Space"] : []) {
      test(`${key} goes section by section to the footer`, async ({ page }) => {
        await page.locator("main").focus();
        const visited = await travel(page, () => page.keyboard.press(key), 16);
        expect(new Set(visited).size).toBeGreaterThanOrEqual(4);
        await expectLayout(page);
      });
    }

    if (!everyInput) return;

    test("Tab reaches the sections' buttons and the footer, each shown whole under the header", async ({ page }) => {
      for (let count = 0; count < 80; count++) {
        await page.keyboard.press("Tab");
        await scrollWhenStill(page);
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const box = element.getBoundingClientRect();
          return {
            inFooter: !!element.closest("footer"),
            top: box.top,
            bottom: box.bottom,
            fixed: !!element.closest("header, nav.landing-dots, [data-top-banner], .skip-link"),
          };
        });
        if (!focus.fixed) {
          expect(focus.top, "focus is not under the header").toBeGreaterThanOrEqual(64);
          expect(focus.bottom).toBeLessThanOrEqual(viewport.height);
        }
        if (focus.inFooter) return;
      }
      throw new Error("Tab never reached the footer");
    });

    test("touch swipes reach the footer", async ({ browser }) => {
      test.setTimeout(120_000);
      // A touch screen of this size (a large tablet); CDP touch events are what a finger sends.
      const context = await browser.newContext({ viewport, hasTouch: true, locale: "ko-KR" });
      const page = await context.newPage();
      await page.goto("/");
      await page.waitForLoadState("load");
      const cdp = await context.newCDPSession(page);
      const x = viewport.width / 2;
      const from = viewport.height - 150;
      // Two thirds of a screen, in a quick stroke that ends with a fling.
      const distance = Math.round(viewport.height * 0.65);
      await travel(page, async () => {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y: from }] });
        for (let step = 1; step <= 12; step++) {
          await cdp.send("Input.dispatchTouchEvent", {
            type: "touchMove",
            touchPoints: [{ x, y: from - (distance * step) / 12 }],
          });
          await page.waitForTimeout(16);
        }
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      });
      await context.close();
    });

    test("the dots on the left lead to each section", async ({ page }) => {
      const dots = page.getByRole("navigation", { name: "페이지 구역" }).getByRole("link");
      await expect(dots).toHaveCount(4);
      await dots.nth(2).click();
      await scrollWhenStill(page);
      await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
      await expect(page.locator("#testimonials")).toBeInViewport({ ratio: 0.9 });
    });
  });
}

test.describe("under prefers-reduced-motion", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the landing is a normal scrolling page", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const styles = await page.evaluate(() => ({
      snap: getComputedStyle(document.documentElement).scrollSnapType,
      dots: getComputedStyle(document.querySelector(".landing-dots")!).display,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(styles).toEqual({ snap: "none", dots: "none", overflow: 0 });
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 300);
    expect(await scrollWhenStill(page)).toBe(300);
  });
});
