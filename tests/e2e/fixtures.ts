import { expect, test as base } from "@playwright/test";

/**
 * Every end-to-end test runs with the production Content-Security-Policy on; a page that breaks
 * it fails the test, so embeds, analytics and fonts are proven to work under the policy.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
