import { expect, test } from "./fixtures";
import { browserLocale, localePath, messagesFor, pageLocales } from "./pages-helpers";

for (const locale of pageLocales) {
  test.describe(`footer and menu names (${locale})`, () => {
    test.use({ locale: browserLocale(locale) });

    test("the footer links the report, the blog and careers, keeping the query", async ({ page }) => {
      const m = (await messagesFor(locale)).shell.footer;
      await page.goto(`${localePath(locale, "/contact")}?utm_source=footer`);
      const footer = page.locator("footer");
      for (const [label, path] of [
        [m.report, "/report"],
        [m.blog, "/blog"],
        [m.careers, "/career"],
      ] as const) {
        await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute(
          "href",
          `${localePath(locale, path)}?utm_source=footer`,
        );
      }
    });

    test("on /demo, which shows no header, the footer's logo leads home, keeping the query", async ({ page }) => {
      await page.goto(`${localePath(locale, "/demo")}?utm_source=footer`);
      const home = page
        .locator("footer")
        .getByRole("link", { name: locale === "ko" ? "Atlas Spatial 홈" : "Atlas Spatial home", exact: true });
      await expect(home).toHaveAttribute("href", `${localePath(locale, "/")}?utm_source=footer`);
    });

    test("the menu names the case studies page as the page names itself", async ({ page }) => {
      const all = await messagesFor(locale);
      await page.goto(localePath(locale, "/case-studies"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(all.shell.nav.caseStudies);
      await expect(page).toHaveTitle(new RegExp(`^${all.pages.caseStudies.title}`));
    });
  });
}
