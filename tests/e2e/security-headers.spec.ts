import net from "node:net";
import { test as plainTest } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Sends `text` on a raw connection to the suite's server (baseURL) and returns everything it sends back. */
function rawRequest(text: string): Promise<string> {
  const { port } = new URL(plainTest.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => socket.write(text));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

test.describe("security headers", () => {
  // Inline scripts run only as a page allows: a pre-rendered page its own by hash, a page rendered per
  // request by a fresh nonce, the blog (kept by Next after its first render) by the hashes of its stored
  // copies and the request's nonce; API responses and files allow none, and nothing from another host.
  const hosts = String.raw` https://www\.googletagmanager\.com https://assets\.calendly\.com;`;
  const scriptSrc = {
    hashes: new RegExp(String.raw`script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+` + hosts),
    nonce: new RegExp(String.raw`script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'` + hosts),
    stored: new RegExp(String.raw`script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'nonce-[A-Za-z0-9+/=]{16,}'` + hosts),
    none: /script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self';/,
  };
  for (const [path, kind] of [
    ["/", "hashes"],
    ["/en/zen-app", "hashes"],
    ["/en/blog", "stored"],
    ["/en/blog/ai-feasibility-in-minutes", "stored"],
    ["/about", "hashes"],
    ["/en/staff/sign-in", "nonce"],
    ["/api/test/hello", "none"],
    ["/robots.txt", "none"],
  ] as const) {
    test(`are sent on ${path}`, async ({ request }) => {
      // The blog's first request may be the one that renders and stores it: the second is served the copy.
      if (kind === "stored") await request.get(path);
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

  test("a client's own X-Forwarded-Proto does not switch on HSTS (no proxy of ours in front)", async ({ request }) => {
    const headers = (await request.get("/en", { headers: { "x-forwarded-proto": "https" } })).headers();
    expect(headers["strict-transport-security"]).toBeUndefined();
  });

  // Responses Next makes outside its header rules: next.config.ts redirects, the proxy's redirects.
  for (const [path, location] of [
    ["/beta", "/modular"],
    ["/en/beta", "/en/modular"],
    ["/atlas-app", "/zen-app"],
    ["/zmaps", "https://maps.example.com/"],
    ["/no-such-page", "/"],
    ["/en/no-such/page", "/en"],
  ] as const) {
    test(`the redirect from ${path} carries them, with one Location header`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      const locations = response.headersArray().filter(({ name }) => name.toLowerCase() === "location");
      expect(locations.map(({ value }) => value)).toEqual([location]);
      const headers = response.headers();
      expect(headers["content-security-policy"]).toContain("object-src 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
    });
  }

  for (const path of ["/%E0%A4%A", "/blog/%E0%A4%A", "/en/about?q=%E0%A4%A", "/api/news/%E0%A4%A"]) {
    test(`malformed percent-encoding (${path}) responds 400 with them`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(400);
      const headers = response.headers();
      expect(headers["content-security-policy"]).toContain("object-src 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      if (path.startsWith("/api/")) {
        expect(await response.json()).toEqual({ message: expect.stringContaining("cannot be read") });
      } else {
        expect(await response.text()).toContain("올바르지 않은 주소입니다");
      }
    });
  }

  // Pages read no body: refused at once, before it is read, with the headers.
  for (const [method, path, status] of [
    ["POST", "/about", 405],
    ["PUT", "/about", 405],
    ["POST", "/en/contact", 405],
    ["POST", "/staff/files/1", 405],
    ["DELETE", "/en", 405],
    ["GET", "/about", 413],
  ] as const) {
    test(`${method} ${path} with a body responds ${status} with them`, async ({ request }) => {
      const response = await request.fetch(path, { method, data: "x".repeat(1000), maxRedirects: 0 });
      expect(response.status()).toBe(status);
      if (status === 405) expect(response.headers()["allow"]).toBe("GET, HEAD");
      expect(response.headers()["content-security-policy"]).toContain("object-src 'none'");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    });
  }

  // TRACE (which Next fails on) and a method Node does not know: 501, with the headers, and no error in the log.
  for (const method of ["TRACE", "FOO"]) {
    for (const path of ["/", "/api/test/hello"]) {
      test(`${method} ${path} responds 501 with them`, async () => {
        const received = await rawRequest(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        expect(received).toMatch(/^HTTP\/1\.1 501 Not Implemented\r\n/);
        expect(received).toMatch(/\r\nContent-Security-Policy: [^\r]*object-src 'none'/i);
        expect(received).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
      });
    }
  }

  test("every page has exactly one Content-Security-Policy", async ({ request }) => {
    for (const path of ["/", "/en/blog", "/en/staff/sign-in", "/api/test/hello"]) {
      const policies = (await request.get(path))
        .headersArray()
        .filter(({ name }) => /^content-security-policy$/i.test(name));
      expect(policies, path).toHaveLength(1);
    }
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

test("every script a page rendered per request sends carries that response's nonce, new each time", async ({
  request,
}) => {
  const nonces: string[] = [];
  // The staff pages. The blog is kept by Next after its first render: its stored copies' scripts run by
  // their hashes (above, and tests/e2e/blog-public.spec.ts).
  for (const path of ["/en/staff/sign-in", "/en/staff/sign-in", "/staff/sign-in", "/en/staff/reset-password"]) {
    const response = await request.get(path);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    expect(nonce).not.toBe("");
    // Scripts that Next adds later load from the site itself, which 'self' allows; these are the ones sent.
    // JSON-LD is data, never run: it needs no nonce.
    const tags = ((await response.text()).match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("ld+json"));
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(new Set(nonces).size).toBe(nonces.length);
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
