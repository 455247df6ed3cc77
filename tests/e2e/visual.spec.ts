import type { Page } from "@playwright/test";
import { sitePages } from "@/lib/seo/site-pages";
import { expect, test } from "./fixtures";
import { browserLocale, localePath, pageLocales } from "./pages-helpers";

/**
 * Every public page, on a phone and a desktop, in both languages, compared with its reviewed baseline
 * (tests/e2e/visual.spec.ts-snapshots). Each page is also checked for what a visitor must never see:
 * horizontal overflow, a fullPage.js watermark, or a character drawn in a system font (on a machine
 * without Korean system fonts that is a box). Pages are taken under reduced motion, so no clip, scroll
 * animation or carousel moves; the landing's full-page screen is taken on its own, its clip masked.
 * After an intended change: npx playwright test tests/e2e/visual.spec.ts --update-snapshots
 */
const devices = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

async function waitUntilStill(page: Page) {
  await page.waitForLoadState("load");
  // The fallback faces are in, or the page said it adds them only when a field is used.
  await expect(page.locator("html")).toHaveAttribute("data-korean-fallback", /^(ready|on-demand)$/);
  await page.evaluate(async () => {
    // A full-page picture does not scroll: load what waits for the viewport now.
    document.querySelectorAll<HTMLImageElement>("img[loading=lazy]").forEach((image) => (image.loading = "eager"));
    // Parts drawn only near the viewport (content-visibility: auto) are drawn now, as a scrolling visitor sees them.
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    await document.fonts.ready;
    await Promise.all(
      [...document.images].filter((image) => !image.complete).map((image) => image.decode().catch(() => {})),
    );
  });
  // Parts that load as they near the viewport (the footer's newsletter form) fetch their code now:
  // the page's height is read once they are in and it has held still for a moment.
  await page.waitForLoadState("networkidle");
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.waitForTimeout(250);
      return before === (await page.evaluate(() => document.documentElement.scrollHeight));
    })
    .toBe(true);
}

/** Every text-bearing element whose glyphs came from a font the site does not serve. */
async function systemFontText(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
    nodeId: root.nodeId,
    selector: "body *:not(script):not(style):not(svg *)",
  });
  // Every request at once: the browser answers them in order, without a round trip each.
  const perNode = await Promise.all(
    nodeIds.map(async (nodeId) => {
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId }).catch(() => ({ fonts: [] }));
      const system = fonts.filter((font) => !font.isCustomFont);
      if (system.length === 0) return [];
      const { outerHTML } = await cdp.send("DOM.getOuterHTML", { nodeId });
      return system.map((font) => `${font.familyName}: ${outerHTML.slice(0, 120)}`);
    }),
  );
  await cdp.detach();
  return perNode.flat();
}

async function expectClean(page: Page) {
  const layout = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    watermark: document.querySelectorAll(".fp-watermark").length,
  }));
  expect(layout).toEqual({ overflow: 0, watermark: 0 });
  expect(await systemFontText(page)).toEqual([]);
}

for (const [device, settings] of Object.entries(devices)) {
  for (const locale of pageLocales) {
    test.describe(`${device}, ${locale}`, () => {
      test.use({ ...settings, locale: browserLocale(locale), reducedMotion: "reduce" });

      for (const [key, path] of Object.entries(sitePages)) {
        test(`${key} (${path})`, async ({ page }) => {
          test.setTimeout(60_000);
          await page.goto(localePath(locale, path));
          await waitUntilStill(page);
          await expectClean(page);
          // Long documents (terms, privacy) are compared over their first screens, which hold every kind of block.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await expect(page).toHaveScreenshot(`${key}-${device}-${locale}.png`, {
            fullPage: true,
            clip: { x: 0, y: 0, width: settings.viewport.width, height: Math.min(height, 6000) },
            maxDiffPixelRatio: 0.01,
          });
        });
      }
    });
  }
}

test.describe("landing full page, desktop", () => {
  test.use({ ...devices.desktop, locale: "ko-KR" });

  test("the first screen and the products screen", async ({ page }) => {
    await page.goto("/");
    await waitUntilStill(page);
    await expectClean(page);
    const clips = page.locator("video");
    await expect(page).toHaveScreenshot("landing-screen-1-desktop-ko.png", { mask: [clips], maxDiffPixelRatio: 0.01 });
    await page.keyboard.press("PageDown");
    await expect(page.locator("#our-products")).toBeInViewport({ ratio: 0.95 });
    // Scroll animations play as a section arrives: wait for them before the picture.
    await expect(page.locator("#our-products [data-aos]").last()).toHaveClass(/aos-animate/);
    await page.waitForTimeout(700);
    await expect(page).toHaveScreenshot("landing-screen-2-desktop-ko.png", { mask: [clips], maxDiffPixelRatio: 0.01 });
  });
});
