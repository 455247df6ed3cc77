import { lighthousePages } from "@/scripts/bench/targets";
import { expect, test } from "./fixtures";

/**
 * Nothing on a public page moves while it loads: not when the web fonts replace the fallback, nor
 * when the video, the carousel or the forms arrive. Layout shifts are summed from the first paint to
 * a still page (fonts ready, network idle) on a phone, the device whose layout wraps the most,
 * for the same pages the bench runs Lighthouse on. The sum is stricter than Lighthouse's CLS (its
 * worst one-second window), and the bound is the issue's: 0.02.
 */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

for (const { path, language } of lighthousePages) {
  test(`${path} (${language}) does not shift while it loads`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ "accept-language": language });
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const sources = entry.sources.map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName}.${source.node.className}`
              : String(source.node?.nodeName),
          );
          shifts.push({ value: entry.value, sources });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
  });
}
