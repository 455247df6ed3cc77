import { expect, test as base } from "@playwright/test";
import { TRY_POPUP_KEY } from "@/components/shell/try-popup-memory";

/**
 * Every end-to-end test runs with the production Content-Security-Policy on; a page that breaks
 * it fails the test, so embeds, analytics and fonts are proven to work under the policy.
 * The try-product invitation is dismissed beforehand (as for a returning visitor), unless a test
 * says `test.use({ showTryPopup: true })`: it would otherwise appear over whatever a test looks at.
 */
export const test = base.extend<{ cspViolations: string[]; showTryPopup: boolean }>({
  showTryPopup: [false, { option: true }],
  // `provide`, not `use`: the React hooks lint rule would read a fixture named "page" calling use() as a hook.
  page: async ({ page, showTryPopup }, provide) => {
    if (!showTryPopup) {
      await page.addInitScript((key) => {
        try {
          window.localStorage.setItem(key, String(Date.now()));
        } catch {
          // about:blank and other opaque origins have no storage
        }
      }, TRY_POPUP_KEY);
    }
    await provide(page);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
