import { refundNotice } from "@/content/legal/report-refunds";
import { expect, test } from "./fixtures";
import {
  eachLocale,
  expectedScroll,
  formPosition,
  localePath,
  messagesFor,
  untilSteady,
  untilViewCounted,
} from "./pages-helpers";

eachLocale("report page", { viewport: { width: 1280, height: 800 } }, (locale) => {
  test("hero, sample report, three value cards, and one step indicator: the wizard's own", async ({ page }) => {
    const all = await messagesFor(locale);
    const m = all.reportPage;
    await page.goto(localePath(locale, "/report"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.hero.headline);
    await expect(page.getByText(m.hero.lead)).toBeVisible();
    const sample = page.getByRole("link", { name: new RegExp(m.hero.downloadSample) });
    await expect(sample).toHaveAttribute("href", localePath(locale, "/report/sample"));
    await expect(sample).not.toHaveAttribute("target", "_blank");
    await expect(page.locator("[data-value]")).toHaveCount(3);
    for (const key of ["quicker", "better", "cheaper"] as const) {
      await expect(page.getByRole("heading", { name: m.values.items[key].title, exact: true })).toBeVisible();
    }
    // The prices before the wizard: the report, each add-on marked optional, VAT and the withdrawal period.
    const pricing = page.getByRole("region", { name: m.pricing.heading });
    const amount = locale === "ko" ? "\\+?[\\d,]+원" : "\\+?\\$[\\d,]+";
    await expect(pricing.getByRole("term")).toHaveText([
      all.reportWizard.addOns.report,
      m.pricing.optional.replace("{name}", all.reportWizard.addOns.useZoningAnalysis),
      m.pricing.optional.replace("{name}", all.reportWizard.addOns.useRenderingService),
    ]);
    for (const price of await pricing.getByRole("definition").allTextContents()) {
      expect(price).toMatch(new RegExp(`^${amount}$`));
    }
    await expect(pricing).toContainText(`${m.pricing.note} ${refundNotice(locale).withdrawal[0]}`);
    await expect(pricing.getByRole("link", { name: m.pricing.terms })).toHaveAttribute(
      "href",
      localePath(locale, "/terms-and-conditions#withdrawal"),
    );
    await expect(pricing.getByRole("link", { name: m.pricing.apply })).toHaveAttribute("href", "#form");
    await expect(page.locator("#form")).toContainText(m.steps.heading);
    await page.locator("#form").scrollIntoViewIfNeeded();
    const steps = page.getByRole("list", { name: all.reportWizard.steps.label }).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.first()).toContainText(all.reportWizard.steps.applicant);
    // No second, non-interactive list of the same steps elsewhere on the page.
    await expect(page.getByText(all.reportWizard.steps.project, { exact: true })).toHaveCount(1);

    // The sample report is a page of the site: what a report holds, then a project's findings.
    await sample.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.sample.heading);
    for (const line of m.sample.contents) await expect(page.getByText(line, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: all.aiConsulting.caseStudy.title })).toBeVisible();
    await expect(page.getByRole("link", { name: m.hero.goToForm })).toHaveAttribute(
      "href",
      localePath(locale, "/report#form"),
    );
  });

  test("Go To Application Form glides to the form with a 24 px offset", async ({ page }) => {
    const m = (await messagesFor(locale)).reportPage;
    await page.goto(localePath(locale, "/report"));
    // A link, so it works before the page's scripts run; the stylesheet makes the jump a glide while
    // the pointer is on it, and only then (a field that takes focus moves the page at once).
    const link = page.getByRole("link", { name: m.hero.goToForm });
    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "auto");
    await link.hover();
    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");
    await link.click();
    await expect(page).toHaveURL(/\/report#form$/);
    await expect(page.locator("#form")).toBeInViewport();
    await expect
      .poll(async () => {
        const position = await formPosition(page);
        return Math.abs(position.scrollY - expectedScroll(position, 24));
      })
      .toBeLessThan(3);
  });
});

test("arriving at /report#form scrolls to the form after 500 ms", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en/report#form");
  await page.waitForTimeout(900);
  const position = await formPosition(page);
  expect(position.scrollY).toBeGreaterThan(300);
  expect(Math.abs(position.scrollY - expectedScroll(position, 24))).toBeLessThan(3);
});

test("a visitor who scrolls before the arrival's scroll at 500 ms keeps the place they chose", async ({ page }) => {
  // The clock stands still, so the 500 ms scroll waits for the wheel.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en/report#form");
  // The view is counted in the same commit that starts the arrival's timers.
  await untilViewCounted(page);
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, -400);
  await untilSteady(() => page.evaluate(() => window.scrollY), 100);
  const chosen = await page.evaluate(() => window.scrollY);
  expect(Math.abs((await formPosition(page)).top - 24)).toBeGreaterThan(100);
  await page.clock.runFor(1000);
  expect(await page.evaluate(() => window.scrollY)).toBe(chosen);
});
