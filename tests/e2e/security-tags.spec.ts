import { expect, test, type Page } from "@playwright/test";
import { ANALYTICS_CONSENT_VERSION } from "../../content/legal/transfers";
import { systemServerForSpec } from "../support/system-server";

// Marketing's tags under the CSP: the hosts in TAG_*_SOURCES are allowed at run time, nothing else,
// and no page allows inline scripts. A server of its own, with those settings.
const server = systemServerForSpec({
  GTM_ID: "GTM-TEST123",
  TAG_SCRIPT_SOURCES: "https://tags.partner.test",
  TAG_CONNECT_SOURCES: "https://collect.partner.test",
  TAG_IMG_SOURCES: "https://pixel.partner.test",
});

test.describe.configure({ mode: "serial", timeout: 90_000 });

/** Stand-ins for the tag manager and the tags marketing added in it (the hosts are unreachable here). */
async function serveTags(page: Page) {
  await page.route("https://www.googletagmanager.com/gtm.js**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `for (const host of ["https://tags.partner.test", "https://unlisted.partner.test"]) {
        const tag = document.createElement("script"); tag.src = host + "/pixel.js"; document.head.append(tag);
      }
      const inline = document.createElement("script"); inline.textContent = "window.inlineTagRan = true";
      document.head.append(inline);`,
    }),
  );
  await page.route("https://tags.partner.test/pixel.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.pixelLoaded = true;
        fetch("https://collect.partner.test/hit", { method: "POST", mode: "no-cors" }).then(() => { window.pixelSent = true; });`,
    }),
  );
  await page.route("https://collect.partner.test/hit", (route) => route.fulfill({ status: 204 }));
  await page.route("https://unlisted.partner.test/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.unlistedRan = true" }),
  );
}

test("a tag from a listed host loads and reports; an unlisted host and an inline tag are refused", async ({
  page,
  context,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await serveTags(page);
  // A visitor who accepted the visit statistics (the tag manager loads only then: analytics-consent.spec.ts).
  await context.addCookies([
    {
      name: "analytics_consent",
      value: `accept:${ANALYTICS_CONSENT_VERSION}:2026-11-30`,
      url: server.url,
    },
  ]);
  // The blog is rendered per request, so it reads GTM_ID from this server's environment.
  await page.goto(`${server.url}/en/blog`);
  await expect.poll(() => page.evaluate(() => (window as { pixelSent?: boolean }).pixelSent ?? false)).toBe(true);
  expect(await page.evaluate(() => (window as { unlistedRan?: boolean }).unlistedRan ?? false)).toBe(false);
  expect(await page.evaluate(() => (window as { inlineTagRan?: boolean }).inlineTagRan ?? false)).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(violations.some((text) => text.includes("unlisted.partner.test"))).toBe(true);
  expect(violations.some((text) => /inline/i.test(text))).toBe(true);
  // (Each message quotes the refused address; the allowed ones are never refused.)
  expect(violations.filter((text) => /'https:\/\/(tags|collect)\.partner\.test\//.test(text))).toEqual([]);
});

test("every page's policy names the listed hosts at run time and keeps inline scripts out", async ({ request }) => {
  for (const path of ["/", "/en/about", "/en/blog"]) {
    const csp = (await request.get(`${server.url}${path}`)).headers()["content-security-policy"] ?? "";
    const script = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(script).toContain("https://tags.partner.test");
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toContain("https://collect.partner.test");
    expect(/img-src ([^;]*)/.exec(csp)?.[1]).toContain("https://pixel.partner.test");
  }
});
