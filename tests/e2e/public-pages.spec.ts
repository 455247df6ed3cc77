import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { careerIds } from "@/content/careers/types";
import { sitePages } from "@/lib/seo/site-pages";
import { browserLocale, localePath, pageLocales, type PageLocale } from "./pages-helpers";

/**
 * Every public page in both languages, with the default settings (.env.example): no link leads to an
 * example.com placeholder (issue 29: the sample report, the case studies, Z-maps, LinkedIn and the
 * support address were such links), neither the served HTML nor the text on screen names one (the
 * legal pages, postings and notices point to the contact page instead), and React hydrates every
 * page without an error (the post list logged #418, a text mismatch).
 */
const paths = [
  ...Object.values(sitePages),
  ...careerIds.map((id) => `/career/${id}`),
  "/privacy-policy-2021",
  "/blog/{first post}",
];

async function resolvePath(page: Page, locale: PageLocale, path: string): Promise<string> {
  if (!path.includes("{first post}")) return path;
  await page.goto(localePath(locale, "/blog"));
  const href = await page.locator(`main a[href*="/blog/"]`).first().getAttribute("href");
  return (href ?? "/blog").replace(/^\/en(?=\/)/, "");
}

/** Waits until React listens on the page (the framework's scripts start after the first paint). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));

for (const locale of pageLocales) {
  test.describe(`every public page (${locale})`, () => {
    // Korean on a phone in Seoul's time, English on a desktop in New York's: what differs between the
    // server's render and the browser's (width, clock, zone) is where hydration can go wrong.
    test.use({
      locale: browserLocale(locale),
      ...(locale === "ko"
        ? { viewport: { width: 390, height: 844 }, timezoneId: "Asia/Seoul" }
        : { viewport: { width: 1440, height: 900 }, timezoneId: "America/New_York" }),
    });

    for (const path of paths) {
      test(`${path}: no example.com link or text, no hydration error`, async ({ page }) => {
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("console", (message) => {
          if (message.type() === "error" && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
        });
        const target = await resolvePath(page, locale, path);
        errors.length = 0;
        const response = await page.goto(localePath(locale, target));
        const html = (await response?.text()) ?? "";
        expect(html.match(/[^\s"'<>]*example\.com[^\s"'<>]*/g) ?? [], "example.com in the served HTML").toEqual([]);
        await hydrated(page);
        await page.waitForLoadState("networkidle");
        const placeholders = await page
          .locator('a[href*="example.com"], a[href*="example-team"], area[href*="example.com"]')
          .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
        expect(placeholders, "links to example.com placeholders").toEqual([]);
        // What the browser drew after hydration too, details and hidden parts included.
        expect(await page.locator("body").evaluate((body) => body.textContent ?? "")).not.toContain("example.com");
        expect(errors, "errors while the page hydrated").toEqual([]);
      });
    }
  });
}
