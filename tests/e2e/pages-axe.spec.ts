import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { careerIds } from "@/content/careers/types";
import { browserLocale, localePath, pageLocales } from "./pages-helpers";

const paths = [
  "/",
  "/about",
  "/zen-app",
  "/modular",
  "/ai-consulting",
  "/report",
  "/case-studies",
  "/career",
  `/career/${careerIds[0]}`,
  "/terms-and-conditions",
  "/privacy-policy",
  "/privacy-policy-2021",
];

for (const locale of pageLocales) {
  test.describe(`axe (${locale})`, () => {
    test.use({ locale: browserLocale(locale) });
    for (const path of paths) {
      for (const width of [375, 1280]) {
        test(`${path} at ${width} px has no serious or critical violation`, async ({ page }) => {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(localePath(locale, path));
          await page.waitForLoadState("load");
          await page.waitForTimeout(300);
          const results = await new AxeBuilder({ page }).analyze();
          const severe = results.violations
            .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
            .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
          expect(severe).toEqual([]);
        });
      }
    }
  });
}
