import { expect, test } from "./fixtures";
import { consentNotices } from "@/lib/content/consent";
import { brand } from "@/lib/config/brand";
import { isPlaceholder } from "@/lib/config/placeholder";
import { caseStudies } from "@/content/case-studies";
import { careerPostings } from "@/lib/content/site";
import { careerIds, careerSectionKeys } from "@/content/careers/types";
import { earlierVersion, legalDocument } from "@/lib/content/legal";
import { privacyPolicyItems } from "@/content/legal/privacy-items";
import { env } from "@/lib/config/env";
import { eachLocale, fill, localePath, messagesFor } from "./pages-helpers";

/**
 * What each language's terms show: the Korean seller, Korean law, the withdrawal and the refunds, none
 * of the US terms' words, and the US terms they replace (California law), one link away.
 */
const terms = {
  ko: {
    lastUpdated: "2026. 11. 30.",
    sections: { withdrawal: ["청약철회"], refunds: ["착수 전: 결제한 금액 전액"], law: ["대한민국 법"] },
    gone: ["달러", "중재"],
    replaced: { lastUpdated: "2023. 11. 16.", law: "캘리포니아" },
  },
  en: {
    lastUpdated: "11/30/2026",
    sections: {
      "who-we-are": [env().BUSINESS_NAME_EN, "Republic of Korea"],
      withdrawal: ["within 7 days of receiving the confirmation e-mail"],
      refunds: ["Before work starts: everything you paid"],
      disputes: ["Korea Consumer Agency"],
      law: ["law of the Republic of Korea"],
    },
    gone: ["arbitration", "California", "non-refundable", "class action"],
    replaced: { lastUpdated: "11/16/2023", law: "State of California" },
  },
};

eachLocale("case studies, careers and legal", (locale) => {
  test("case studies: title, tagline and three cards, each leading to its page on the site", async ({ page }) => {
    const m = (await messagesFor(locale)).caseStudies;
    await page.goto(localePath(locale, "/case-studies"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.heading);
    await expect(page.getByText(m.tagline)).toBeVisible();
    await expect(page.locator("[data-case]")).toHaveCount(3);
    const links = page.locator("[data-case] a");
    await expect(links).toHaveCount(3);
    for (const [index, { slug }] of caseStudies.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", localePath(locale, `/case-studies/${slug}`));
      await expect(links.nth(index)).not.toHaveAttribute("target", "_blank");
    }
    await expect(links.nth(0)).toContainText(m.items.losAngeles.link);

    // Each case study is a page of the site, written out: the question, the study and the result.
    for (const [index, { key }] of caseStudies.entries()) {
      await page.goto(localePath(locale, "/case-studies"));
      await page.locator("[data-case] a").nth(index).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.items[key].title);
      for (const part of m.items[key].sections) {
        await expect(page.getByRole("heading", { level: 2, name: part.heading })).toBeVisible();
        await expect(page.getByText(part.text)).toBeVisible();
      }
    }
  });

  test("career list shows the six openings and links keep the query", async ({ page }) => {
    const m = (await messagesFor(locale)).career;
    await page.goto(`${localePath(locale, "/career")}?utm_source=jobs`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.listHeading);
    await expect(page.locator("[data-career]")).toHaveCount(6);
    const first = page.locator('[data-career="graphic-designer"] a');
    await expect(first).toHaveAttribute("href", `${localePath(locale, "/career/graphic-designer")}?utm_source=jobs`);
  });

  for (const id of careerIds) {
    test(`career posting ${id}: every section and BACK keeping the query`, async ({ page }) => {
      const m = (await messagesFor(locale)).career;
      const posting = careerPostings(locale).find((p) => p.id === id)!;
      await page.goto(`${localePath(locale, `/career/${id}`)}?utm_source=jobs`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(posting.title);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(posting.employmentType);
      await expect(page.getByText(posting.intro)).toBeVisible();
      const headings = page.locator("[data-section] h2");
      await expect(headings).toHaveText(careerSectionKeys.map((key) => m.sections[key]));
      const apply = page.locator('[data-section="how_to_apply"]');
      if (isPlaceholder(brand.careersEmail)) {
        // The default settings' careers address is a placeholder: the contact page stands in for it.
        await expect(apply.getByRole("link")).toHaveAttribute(
          "href",
          `${localePath(locale, "/contact")}?utm_source=jobs`,
        );
        await expect(apply).not.toContainText("example.com");
      } else await expect(apply).toContainText(brand.careersEmail);
      await page.getByRole("link", { name: m.back }).click();
      await expect(page).toHaveURL(
        new RegExp(`${localePath(locale, "/career").replace(/\//g, "\\/")}\\?utm_source=jobs$`),
      );
      await expect(page.locator("[data-career]")).toHaveCount(6);
    });
  }

  test("terms: date, numbered sections, table of contents that scrolls, back to top", async ({ page }) => {
    const m = (await messagesFor(locale)).legal;
    const doc = legalDocument("terms", locale);
    const count = doc.sections.length;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(localePath(locale, "/terms-and-conditions"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.title);
    await expect(page.getByText(fill(m.lastUpdated, { date: doc.lastUpdated }))).toBeVisible();
    const sectionTitles = page.locator("article section h2");
    await expect(sectionTitles).toHaveCount(count);
    await expect(sectionTitles.nth(count - 1)).toHaveText(`${count}. ${doc.sections[count - 1]!.title}`);
    const toc = page.getByRole("navigation", { name: m.contents });
    await expect(toc.getByRole("link")).toHaveCount(count);
    const target = doc.sections[20]!;
    // The contents glide to a section while the pointer is on one of their links (app/globals.css).
    const entry = toc.getByRole("link", { name: `21. ${target.title}` });
    await entry.hover();
    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
    await expect
      .poll(() => page.locator(`#${target.id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(88);
    const toTop = page.getByRole("button", { name: m.backToTop });
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("terms: Korean law and refunds, the date they take effect, the US terms they replace one link away", async ({
    page,
  }) => {
    const m = (await messagesFor(locale)).legal;
    const { lastUpdated, sections, gone, replaced } = terms[locale];
    const current = localePath(locale, "/terms-and-conditions");
    await page.goto(current);
    await expect(page.getByText(fill(m.lastUpdated, { date: lastUpdated }))).toBeVisible();
    for (const [id, phrases] of Object.entries(sections))
      for (const phrase of phrases) await expect(page.locator(`#${id}`)).toContainText(phrase);
    for (const word of gone) await expect(page.locator("article")).not.toContainText(word, { ignoreCase: true });

    const before = earlierVersion("terms", locale, "2023-11-16")!;
    await page.getByRole("link", { name: fill(m.earlierVersion.terms, { date: before.lastUpdated }) }).click();
    await expect(page).toHaveURL(new RegExp(`${current}/2023-11-16$`));
    await expect(page.getByText(fill(m.lastUpdated, { date: replaced.lastUpdated }))).toBeVisible();
    await expect(page.locator("#law")).toContainText(replaced.law);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: m.currentTerms }).click();
    await expect(page).toHaveURL(new RegExp(`${current}$`));
    await expect(page.getByText(fill(m.lastUpdated, { date: lastUpdated }))).toBeVisible();

    // A version that never existed goes to the current terms.
    await page.goto(`${current}/2020-01-01`);
    await expect(page).toHaveURL(new RegExp(`${current}$`));
  });

  test("privacy policy: every item PIPA asks (with the forms' consent items), its earlier versions and the terms", async ({
    page,
  }) => {
    const m = (await messagesFor(locale)).legal;
    const doc = legalDocument("privacy", locale);
    await page.goto(localePath(locale, "/privacy-policy"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.title);
    await expect(page.getByText(fill(m.lastUpdated, { date: doc.lastUpdated }))).toBeVisible();
    const items = Object.keys(privacyPolicyItems);
    await expect(page.locator("article section")).toHaveCount(items.length);
    for (const id of items) await expect(page.locator(`article section#${id} h2`)).toBeVisible();
    const consent = page.locator("#form-consent");
    await expect(consent).toContainText(consentNotices[locale].collected.report);
    await expect(consent).toContainText(consentNotices[locale].retention);
    await expect(consent).toContainText(consentNotices[locale].refusal);
    await expect(page.locator("#remedies")).toContainText("1833-6972");
    await expect(page.locator("#officer")).toContainText(
      locale === "en" ? env().PRIVACY_OFFICER_NAME_EN : env().PRIVACY_OFFICER_NAME,
    );
    // The default officer address is a sample: the contact page stands in for it, as everywhere.
    await expect(page.locator("article")).not.toContainText("example.com");
    await expect(page.getByRole("link", { name: m.termsLink })).toHaveAttribute(
      "href",
      localePath(locale, "/terms-and-conditions"),
    );

    const before = earlierVersion("privacy", locale, "2026-11-25")!;
    await page.getByRole("link", { name: fill(m.earlierVersion.privacy, { date: before.lastUpdated }) }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/privacy-policy/2026-11-25")}$`));
    await expect(page.getByText(fill(m.lastUpdated, { date: before.lastUpdated }))).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: m.currentVersion }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/privacy-policy")}$`));

    // The change history links the same versions: the 2023 one (the 2026-11-25 text before the
    // forms' consent section) and the first.
    const of2023 = earlierVersion("privacy", locale, "2023-11-16")!;
    await page.locator("#changes").getByRole("link").nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/privacy-policy/2023-11-16")}$`));
    await expect(page.getByText(fill(m.lastUpdated, { date: of2023.lastUpdated }))).toBeVisible();
    await expect(page.locator("#form-consent")).toHaveCount(0);
    await page.goBack();
    await page.locator("#changes").getByRole("link").last().click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/privacy-policy-2021")}$`));
    await expect(
      page.getByText(fill(m.lastUpdated, { date: legalDocument("privacy2021", locale).lastUpdated })),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legalDocument("privacy2021", locale).title);
    await page.goBack();
    await page.getByRole("link", { name: m.priorVersion }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/privacy-policy-2021")}$`));
  });
});

test("an unknown career id goes to /career", async ({ page }) => {
  await page.goto("/en/career/astronaut");
  await expect(page).toHaveURL(/\/en\/career$/);
  await expect(page.locator("[data-career]")).toHaveCount(6);
});
