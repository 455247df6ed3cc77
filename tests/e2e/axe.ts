import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe with every rule it runs by default, set up for speed without changing what it reports:
 * - `axe.run` in the page itself (legacy mode) instead of a run per frame finished in a blank page
 *   that axe opens for every audit: the pages audited have no frames (the YouTube player loads on a click);
 * - whole results for violations only: for passes axe otherwise builds a selector for every node, most
 *   of an audit's time on a long page. The violations it reports are the same.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
}

/** After a resize: the page laid out again and its transitions over (endless animations aside). */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
