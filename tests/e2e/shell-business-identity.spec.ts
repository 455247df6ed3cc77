import { mkdirSync } from "node:fs";
import path from "node:path";
import { businessFactsFor, businessSettingsSchema, ftcLookupUrl } from "@/lib/config/business-settings";
import { expect, test } from "./fixtures";
import { browserLocale, localePath, messagesFor, pageLocales } from "./pages-helpers";

/** The footer's business identity (전자상거래법 제10조) on every page, from the settings (here their samples). */
const settings = businessSettingsSchema.parse({});
const shots = path.join(process.cwd(), "tests", ".tmp", "footer-shots");
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

for (const locale of pageLocales) {
  test.describe(`business identity in the footer (${locale})`, () => {
    test.use({ locale: browserLocale(locale) });

    for (const pagePath of ["/", "/report", "/blog", "/privacy-policy"]) {
      test(`${pagePath} names who runs the site`, async ({ page }) => {
        const { shell } = await messagesFor(locale);
        const m = shell.business;
        const facts = businessFactsFor(settings, locale);
        await page.goto(localePath(locale, pagePath));
        const block = page.locator("footer").getByRole("region", { name: m.heading });
        const value = (label: string) =>
          block.locator("div", { has: page.locator("dt", { hasText: label }) }).locator("dd");
        await expect(value(m.name)).toHaveText(facts.name);
        await expect(value(m.representative)).toHaveText(facts.representative);
        await expect(value(m.registrationNumber)).toHaveText(
          `${settings.BUSINESS_REGISTRATION_NUMBER} ${m.lookup} ${shell.opensInNewWindow}`,
        );
        await expect(value(m.mailOrderNumber)).toHaveText(facts.mailOrderNumber);
        await expect(value(m.address)).toHaveText(facts.address);
        // With the country code on English pages, which callers abroad read.
        await expect(value(m.phone)).toHaveText(locale === "en" ? "+82 2-000-0000" : "02-000-0000");
        // The sample e-mail (example.com) is not drawn: the contact page stands in for it.
        await expect(value(m.email)).toHaveText(shell.footer.supportContactPage);
        await expect(value(m.hosting)).toHaveText(settings.HOSTING_PROVIDER);
        await expect(value(m.privacyOfficer)).toHaveText(`${facts.officerName} (${facts.officer})`);
        const lookup = block.getByRole("link", { name: m.lookup });
        await expect(lookup).toHaveAttribute("href", ftcLookupUrl(settings.BUSINESS_REGISTRATION_NUMBER));
        await expect(lookup).toHaveAttribute("target", "_blank");
        await expect(value(m.phone).getByRole("link")).toHaveAttribute("href", "tel:+8220000000");
        await expect(value(m.email).getByRole("link")).toHaveAttribute("href", localePath(locale, "/contact"));
      });
    }

    for (const [device, viewport] of Object.entries(viewports)) {
      test(`the footer fits a ${device} and is drawn in the site's fonts`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(localePath(locale, "/contact"));
        const footer = page.locator("footer");
        await footer.scrollIntoViewIfNeeded();
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const fits = await footer
          .locator("dl > div")
          .evaluateAll((rows) => rows.every((row) => row.getBoundingClientRect().right <= window.innerWidth));
        expect(fits).toBe(true);
        mkdirSync(shots, { recursive: true });
        await footer.screenshot({ path: path.join(shots, `footer-${locale}-${device}.png`) });
      });
    }
  });
}
