import { test as plainTest } from "@playwright/test";
import { expect, test } from "./fixtures";

test.describe("security headers", () => {
  // Inline scripts run only as a page allows: a pre-rendered page its own by hash, a page rendered per
  // request by a fresh nonce; API answers and files allow none.
  const hosts = String.raw` https://www\.googletagmanager\.com https://assets\.calendly\.com;`;
  const scriptSrc = {
    hashes: new RegExp(String.raw`script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+` + hosts),
    nonce: new RegExp(String.raw`script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'` + hosts),
    none: new RegExp(String.raw`script-src 'self'` + hosts),
  };
  for (const [path, kind] of [
    ["/", "hashes"],
    ["/en/zen-app", "hashes"],
    ["/en/blog", "nonce"],
    ["/api/test/hello", "none"],
    ["/robots.txt", "none"],
  ] as const) {
    test(`are sent on ${path}`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toMatch(scriptSrc[kind]);
      expect(csp).not.toContain("unsafe-inline' https://www.googletagmanager.com");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["strict-transport-security"]).toBeUndefined();
    });
  }

  test("Strict-Transport-Security is added when served over HTTPS", async ({ request }) => {
    const headers = (await request.get("/en", { headers: { "x-forwarded-proto": "https" } })).headers();
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });
});

test("CSP violation reports are accepted", async ({ request }) => {
  const response = await request.post("/api/csp-report", {
    headers: { "content-type": "application/csp-report" },
    data: JSON.stringify({ "csp-report": { "document-uri": "http://x/", "violated-directive": "script-src" } }),
  });
  expect(response.status()).toBe(204);
});

// Without the auto-failing fixture: proves that a violation reaches the console the fixture watches.
plainTest("a script from a host outside the policy is refused and reported on the console", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await page.goto("/en");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.src = "https://untrusted.example.net/tracker.js";
    document.head.append(script);
  });
  await expect
    .poll(() => messages.find((text) => /Content Security Policy/i.test(text)) ?? "")
    .toContain("untrusted.example.net");
});

plainTest("a page's scripts carry the nonce of its own answer, which changes with every request", async ({ page }) => {
  const response = await page.goto("/en/blog");
  const nonce = /'nonce-([^']+)'/.exec((await response?.allHeaders())?.["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  const nonces = await page
    .locator("script[src]")
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
  const again = await page.request.get("/en/blog");
  expect(again.headers()["content-security-policy"]).not.toContain(nonce);
});

plainTest("an inline script injected into a pre-rendered page does not run and is reported", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await page.goto("/en/zen-app");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => messages.find((text) => /Content Security Policy/i.test(text)) ?? "").toContain("inline");
});
