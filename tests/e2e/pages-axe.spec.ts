import { axe, settled } from "./axe";
import { expect, test } from "./fixtures";
import { careerIds } from "@/content/careers/types";
import { browserLocale, localePath, pageLocales, type PageLocale } from "./pages-helpers";
import type { Page } from "@playwright/test";

/** "/blog/{first post}" is the newest published post of the locale's list. */
async function resolvePath(page: Page, locale: PageLocale, path: string): Promise<string> {
  if (!path.includes("{first post}")) return path;
  await page.goto(localePath(locale, "/blog"));
  const href = await page.locator(`main a[href*="/blog/"]`).first().getAttribute("href");
  return (href ?? "/blog").replace(/^\/en(?=\/)/, "");
}

// Every public page: the marketing pages, the forms, the blog, the booking and campaign pages.
const paths = [
  "/",
  "/about",
  "/zen-app",
  "/modular",
  "/ai-consulting",
  "/report",
  "/report/sample",
  "/case-studies",
  "/case-studies/los-angeles",
  "/career",
  `/career/${careerIds[0]}`,
  "/terms-and-conditions",
  "/privacy-policy",
  "/privacy-policy-2021",
  "/contact",
  "/signup",
  "/blog",
  "/blog/{first post}",
  "/demo",
  "/phx",
  "/boston",
  "/la",
  "/ed1",
];

for (const locale of pageLocales) {
  test.describe(`axe (${locale})`, () => {
    test.use({ locale: browserLocale(locale) });
    for (const path of paths) {
      // One visit per page, audited at a phone's width and again at a desktop's: the page reflows in
      // place, as it does when a visitor turns a tablet, and loading it once halves the suite's time.
      test(`${path} at 375 and 1280 px has no violation of any rule`, async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(localePath(locale, await resolvePath(page, locale, path)));
        await page.waitForLoadState("load");
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await settled(page);
          // Every rule axe runs by default, best practices included (landmark-unique, region,
          // heading-order, …), whatever their impact.
          const results = await axe(page).analyze();
          const violations = results.violations.map(
            (violation) =>
              `${violation.id} (${violation.impact}) at ${width} px: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          );
          expect(violations).toEqual([]);
        }
      });
    }
  });
}
