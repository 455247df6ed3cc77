import { existsSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { careerIds } from "@/content/careers/types";
import { sitePages } from "@/lib/seo/site-pages";
import { boldHangulOf } from "@/scripts/media/drawn-hangul";
import { cmapOf, subsetFile } from "@/tests/support/korean-fonts";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import {
  browserLocale,
  localePath,
  pageLocales,
  untilSteady,
  watchRequests,
  type PageLocale,
  type WatchedRequests,
} from "./pages-helpers";

/**
 * Every public page, loaded once per device and language (a phone and a desktop, Korean and English), and
 * checked for what a visitor must never meet:
 * - a difference from its reviewed picture (tests/e2e/public-pages.spec.ts-snapshots);
 * - horizontal overflow, a fullPage.js watermark, or a character drawn in a system font (on a machine
 *   without Korean system fonts that is a box); on a Korean page, a syllable drawn bold that the bold
 *   subset lacks (it holds only what the pages draw in bold);
 * - a violation of any rule axe runs by default, best practices included (on two of the four device and
 *   language pairs, see `audits`);
 * - an example.com placeholder in the served HTML, a link or the text drawn (issue 29);
 * - an error while React hydrates (the post list once logged #418, a text mismatch).
 * The phone is in Seoul's time and the desktop in New York's: what differs between the server's render and
 * the browser's (width, clock, zone) is where hydration goes wrong. Pages are taken under reduced motion,
 * so no clip, scroll animation or carousel moves; the landing's full-page screen is taken on its own.
 * Pages outside the fixed list (postings, an earlier policy, a post) are read on the Korean phone and the
 * English desktop, without a picture.
 * After an intended visual change: npx playwright test tests/e2e/public-pages.spec.ts --update-snapshots
 */
const devices = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: "Asia/Seoul" },
  desktop: { viewport: { width: 1280, height: 800 }, timezoneId: "America/New_York" },
} as const;
type Device = keyof typeof devices;

async function waitUntilStill(page: Page, requests: WatchedRequests) {
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
  // Parts that load as they near the viewport (the footer's newsletter form) fetch their code now: the
  // page is still once no request has been open for 150 ms and its height has held as long.
  await untilSteady(
    () => page.evaluate(() => document.documentElement.scrollHeight),
    150,
    () => requests.quietFor() >= 150,
  );
}

/** Every text-bearing element whose glyphs came from a font the site does not serve. */
async function systemFontText(page: Page): Promise<string[]> {
  // The browser reports the fonts of an element's own text nodes: only those elements are asked.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("body *:not(script):not(style):not(svg *)"))
      if ([...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /\S/.test(node.textContent!)))
        element.setAttribute("data-own-text", "");
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  // Only the root: querySelectorAll hands over the nodes it finds without the whole tree being sent first.
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: "[data-own-text]" });
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
  await page.evaluate(() =>
    document.querySelectorAll("[data-own-text]").forEach((e) => e.removeAttribute("data-own-text")),
  );
  return perNode.flat();
}

const boldSubset = cmapOf(subsetFile("700"));

/**
 * The syllables drawn bold that the bold subset lacks. When this fails, rebuild the bold subset:
 * scripts/media/bold-hangul.ts, then scripts/media/subset-fonts.py.
 */
async function boldHangulOutsideSubset(page: Page): Promise<string[]> {
  return (await boldHangulOf(page)).filter((syllable) => !boldSubset.has(syllable.codePointAt(0)!));
}

async function expectClean(page: Page) {
  const layout = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    watermark: document.querySelectorAll(".fp-watermark").length,
  }));
  expect(layout).toEqual({ overflow: 0, watermark: 0 });
  expect(await systemFontText(page)).toEqual([]);
}

/** Errors thrown on the page or logged by React while it hydrates, from the first request on. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/**
 * axe (about a second a page, a third of the test) runs on the Korean phone and the English desktop, so
 * each width and each language is audited; its findings follow the markup and the layout, and the other
 * two pairs repeat them. Those two still get every other check and their picture.
 */
const audits = (device: Device, locale: PageLocale) => (device === "phone") === (locale === "ko");

/** Opens a page and runs every check but the picture, which only the fixed pages have. */
async function openAndCheck(page: Page, address: string, device: Device, locale: PageLocale) {
  const { width } = devices[device].viewport;
  const errors = hydrationErrors(page);
  const requests = watchRequests(page);
  const response = await page.goto(address);
  const html = (await response?.text()) ?? "";
  expect(html.match(/[^\s"'<>]*example\.com[^\s"'<>]*/g) ?? [], "example.com in the served HTML").toEqual([]);
  await waitUntilStill(page, requests);
  await expectClean(page);
  if (locale === "ko")
    expect(await boldHangulOutsideSubset(page), "bold syllables outside the bold subset").toEqual([]);
  const placeholders = await page
    .locator('a[href*="example.com"], a[href*="example-team"], area[href*="example.com"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(placeholders, "links to example.com placeholders").toEqual([]);
  // What the browser drew after hydration too, details and hidden parts included.
  expect(await page.locator("body").evaluate((body) => body.textContent ?? "")).not.toContain("example.com");
  if (audits(device, locale)) {
    const results = await axe(page).analyze();
    const violations = results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}) at ${width} px: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
    expect(violations).toEqual([]);
  }
  expect(errors, "errors while the page loaded and hydrated").toEqual([]);
}

for (const device of Object.keys(devices) as Device[]) {
  const settings = devices[device];
  for (const locale of pageLocales) {
    test.describe(`${device}, ${locale}`, () => {
      test.use({ ...settings, locale: browserLocale(locale), reducedMotion: "reduce" });

      for (const [key, path] of Object.entries(sitePages)) {
        test(`${key} (${path})`, async ({ page }) => {
          test.setTimeout(60_000);
          await openAndCheck(page, localePath(locale, path), device, locale);
          // Long documents (terms, privacy) are compared over their first screens, which hold every kind of block.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          // One picture of a page already still (toHaveScreenshot takes two or more until they agree).
          const picture = await page.screenshot({
            fullPage: true,
            clip: { x: 0, y: 0, width: settings.viewport.width, height: Math.min(height, 6000) },
            animations: "disabled",
            caret: "hide",
            scale: "css",
          });
          expectPicture(picture, `${key}-${device}-${locale}.png`);
        });
      }
    });
  }
}

/**
 * The picture against its baseline. A page drawn as reviewed gives the baseline's very bytes (the headless
 * shell encodes the same pixels the same way), so those are compared first; only a picture that differs is
 * decoded and compared pixel by pixel with the tolerance (the slow part: a second on a long desktop page),
 * written next to a diff when it fails, or written over the baseline with --update-snapshots.
 */
function expectPicture(picture: Buffer, name: string) {
  const baseline = test.info().snapshotPath(name);
  if (existsSync(baseline) && readFileSync(baseline).equals(picture)) return;
  expect(picture).toMatchSnapshot(name, { maxDiffPixelRatio: 0.01 });
}

/** The newest published post of the locale's list, as a bare path. */
async function firstPost(page: Page, locale: PageLocale): Promise<string> {
  await page.goto(localePath(locale, "/blog"));
  const href = await page.locator(`main a[href*="/blog/"]`).first().getAttribute("href");
  return (href ?? "/blog").replace(/^\/en(?=\/)/, "");
}

const otherPages = [...careerIds.map((id) => `/career/${id}`), "/privacy-policy-2021", "{first post}"];
for (const [device, locale] of [
  ["phone", "ko"],
  ["desktop", "en"],
] as const) {
  test.describe(`${device}, ${locale}, without a picture`, () => {
    test.use({ ...devices[device], locale: browserLocale(locale), reducedMotion: "reduce" });
    for (const path of otherPages) {
      test(path, async ({ page }) => {
        const target = path === "{first post}" ? await firstPost(page, locale) : path;
        await openAndCheck(page, localePath(locale, target), device, locale);
      });
    }
  });
}

test.describe("landing full page, desktop", () => {
  test.use({ ...devices.desktop, locale: "ko-KR" });

  test("the first screen and the products screen", async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto("/");
    await waitUntilStill(page, requests);
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
