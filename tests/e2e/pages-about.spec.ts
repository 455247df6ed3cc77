import { expect, test } from "./fixtures";
import { seedNewsItems } from "@/lib/news/seed-items";
import {
  eachLocale,
  expectSectionHeadings,
  localePath,
  messagesFor,
  openAtHero,
  sectionsWithHeadings,
} from "./pages-helpers";

eachLocale("about", (locale) => {
  test("hero, leadership, story, funders, partners, the older sections and the news", async ({ page }) => {
    const m = await openAtHero(page, locale, "/about", "about");
    await expectSectionHeadings(page, m, sectionsWithHeadings.about);
    await expect(page.getByText(m.team.body)).toBeVisible();
    await expect(page.getByRole("img", { name: m.funded.imageAlt })).toBeVisible();
    await expect(page.getByRole("img", { name: m.partners.imageAlt })).toBeVisible();
    // The timeline runs from 2020 to 2023, one entry per step, each with its month.
    const steps = page
      .getByRole("list")
      .filter({ has: page.locator("time") })
      .getByRole("listitem");
    await expect(steps).toHaveCount(Object.keys(m.timeline.items).length);
    await expect(steps.first().locator("time")).toHaveAttribute("datetime", "2020-03");
    await expect(steps.last().locator("time")).toHaveAttribute("datetime", "2023-11");
    await expect(page.getByText(m.teamMembers.members.engineer.comment)).toBeVisible();
    await expect(page.getByText(m.programs.items.womenFounders.description)).toBeVisible();
    // The news are the database's rows in this language (seeded; pages-about-news.spec.ts changes them),
    // in the server's HTML, where crawlers read them (once the server, its own first visitor, has
    // rendered the page again from its database: the build's copy may have none).
    const seeded = seedNewsItems.filter((news) => news.locale === locale);
    await expect
      .poll(async () => {
        const html = await (await page.request.get(localePath(locale, "/about"))).text();
        return seeded.filter((item) => html.includes(`data-news-id="${item.id}"`)).length;
      })
      .toBe(seeded.length);
    await page.reload();
    for (const item of seedNewsItems.filter((news) => news.locale === locale)) {
      const card = page.locator(`[data-news-id="${item.id}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(item.title);
      // The seeded articles' addresses are example defaults (URL_NEWS_*): listed without a link.
      await expect(card.getByRole("link")).toHaveCount(0);
    }
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

  test("the hint to hover or focus a card is there while the descriptions wait for it", async ({ page }) => {
    const m = (await messagesFor(locale)).about.leadership;
    await page.goto(localePath(locale, "/about"));
    await expect(page.getByText(m.hint)).toBeVisible();
    await expect(page.getByText(m.leaders.ceo.description)).toBeHidden();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("every description shows, and no sentence says to hover", async ({ page }) => {
      const m = (await messagesFor(locale)).about.leadership;
      await page.goto(localePath(locale, "/about"));
      await expect(page.getByRole("heading", { name: m.heading })).toBeVisible();
      await expect(page.getByText(m.leaders.ceo.description)).toBeVisible();
      await expect(page.getByText(m.leaders.cto.description)).toBeVisible();
      await expect(page.getByText(m.hint)).toBeHidden();
    });
  });

  test("closing: Request a Demo (aboutus) and Contact Us keeping the query", async ({ page }) => {
    const m = (await messagesFor(locale)).about.closing;
    await page.goto(`${localePath(locale, "/about")}?utm_source=news&utm_medium=email`);
    await expect(page.getByRole("heading", { name: m.heading })).toBeVisible();
    const contact = page.locator("main").getByRole("link", { name: m.contactUs, exact: true });
    await expect(contact).toHaveAttribute("href", `${localePath(locale, "/contact")}?utm_source=news&utm_medium=email`);
    await page.locator("main").getByRole("button", { name: m.requestDemo }).click();
    await expect(page.locator('dialog[data-trigger="aboutus"]')).toBeVisible();
  });
});
