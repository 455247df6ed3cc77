import { expect, test } from "./fixtures";
import { brand } from "@/lib/config/brand";
import { browserLocale, localePath, messagesFor, pageLocales } from "./pages-helpers";

for (const locale of pageLocales) {
  test.describe(`about (${locale})`, () => {
    test.use({ locale: browserLocale(locale) });

    test("hero, leadership, story, funders, partners and news", async ({ page }) => {
      const m = (await messagesFor(locale)).about;
      await page.goto(localePath(locale, "/about"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.hero.headline);
      for (const heading of [
        m.leadership.heading,
        m.story.heading,
        m.funded.heading,
        m.partners.heading,
        m.news.heading,
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByText(m.team.body)).toBeVisible();
      await expect(page.getByRole("img", { name: m.funded.imageAlt })).toBeVisible();
      await expect(page.getByRole("img", { name: m.partners.imageAlt })).toBeVisible();
      const news = page.getByRole("link", { name: new RegExp(m.news.readMore) });
      await expect(news).toHaveCount(2);
      await expect(news.nth(0)).toHaveAttribute("href", brand.urls.newsPartnership);
      await expect(news.nth(1)).toHaveAttribute("href", brand.urls.newsFund);
      await expect(news.nth(1)).toHaveAttribute("target", "_blank");
      await expect(page.getByText(m.news.items.fund.description)).toBeVisible();
    });

    test("a founder's description shows on hover and on keyboard focus", async ({ page }) => {
      const m = (await messagesFor(locale)).about.leadership.leaders;
      await page.goto(localePath(locale, "/about"));
      const ceo = page.getByText(m.ceo.description);
      const cto = page.getByText(m.cto.description);
      await expect(ceo).toBeHidden();
      await page.getByRole("heading", { name: m.ceo.name }).hover();
      await expect(ceo).toBeVisible();
      await page.locator("#leader-cto-name").locator("..").focus();
      await page.mouse.move(0, 0);
      await expect(cto).toBeVisible();
      await expect(ceo).toBeHidden();
    });

    test("closing: Request a Demo (aboutus) and Contact Us keeping the query", async ({ page }) => {
      const m = (await messagesFor(locale)).about.closing;
      await page.goto(`${localePath(locale, "/about")}?utm_source=news&utm_medium=email`);
      await expect(page.getByRole("heading", { name: m.heading })).toBeVisible();
      const contact = page.locator("main").getByRole("link", { name: m.contactUs, exact: true });
      await expect(contact).toHaveAttribute(
        "href",
        `${localePath(locale, "/contact")}?utm_source=news&utm_medium=email`,
      );
      await page.locator("main").getByRole("button", { name: m.requestDemo }).click();
      await expect(page.locator('dialog[data-trigger="aboutus"]')).toBeVisible();
    });
  });
}
