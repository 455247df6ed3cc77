import { expect, test } from "@playwright/test";
import { ATTEMPTS_PER_ADDRESS } from "../../lib/auth/sign-in-rules";
import { startSystemServer } from "../support/system-server";

// Directly exposed (TRUST_PROXY unset), the server counts the socket's address, not the header a
// client sends: otherwise each wrong password could claim a new address and never be locked out.
test("a client cannot dodge the sign-in lockout or the lead rate limit with X-Forwarded-For", async () => {
  const server = await startSystemServer({
    SESSION_SECRET: "system-test-session-secret-long-enough-42",
    RATE_LIMIT_PER_MINUTE: "3", // one a 10-second slice…
    RATE_LIMIT_BURST: "2", // …and two more: the fourth is refused
    SIGN_IN_GLOBAL_PER_MINUTE: "1000", // only the address's own count is tested here
  });
  try {
    const post = (path: string, body: unknown, forgedAddress: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forgedAddress },
        body: JSON.stringify(body),
      });

    const signIns: number[] = [];
    for (let i = 1; i <= ATTEMPTS_PER_ADDRESS + 1; i += 1) {
      signIns.push(
        // A different e-mail each time: only the address's count can refuse the last.
        (await post("/api/staff/session", { email: `guess-${i}@staff.test`, password: "wrong" }, `203.0.113.${i}`))
          .status,
      );
    }
    expect(signIns).toEqual([...Array.from({ length: ATTEMPTS_PER_ADDRESS }, () => 401), 429]);

    const leads: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      leads.push(
        (
          await post(
            "/api/subscribe",
            { email: `n${i}@news.test`, privacyConsent: true, marketingConsent: true },
            `198.51.100.${i}`,
          )
        ).status,
      );
    }
    expect(leads).toEqual([202, 202, 202, 429]);
  } finally {
    await server.stop();
  }
});

test("a client's X-Forwarded-Host and -Proto count for nothing unless our proxy is in front (TRUST_PROXY)", async () => {
  const direct = await startSystemServer();
  try {
    const crossSite = await fetch(`${direct.url}/api/subscribe`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://evil.example",
        "x-forwarded-host": "evil.example",
      },
      body: JSON.stringify({ email: "x@news.test", privacyConsent: true, marketingConsent: true }),
    });
    expect(crossSite.status).toBe(403);
    const page = await fetch(`${direct.url}/en`, { headers: { "x-forwarded-proto": "https" } });
    expect(page.headers.get("strict-transport-security")).toBeNull();
  } finally {
    await direct.stop();
  }
  const proxied = await startSystemServer({ TRUST_PROXY: "true" });
  try {
    // What deploy/nginx.conf sends: the browser's host and scheme.
    const viaProxy = {
      "x-forwarded-host": "www.site.test",
      "x-forwarded-proto": "https",
      "x-forwarded-for": "192.0.2.1",
    };
    const sameSite = await fetch(`${proxied.url}/api/subscribe`, {
      method: "POST",
      headers: { ...viaProxy, "content-type": "application/json", origin: "https://www.site.test" },
      body: JSON.stringify({ email: "y@news.test", privacyConsent: true, marketingConsent: true }),
    });
    expect(sameSite.status).toBe(202);
    for (const path of ["/en", "/beta", "/api/test/hello"]) {
      const response = await fetch(`${proxied.url}${path}`, { headers: viaProxy, redirect: "manual" });
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=63072000; includeSubDomains");
    }
  } finally {
    await proxied.stop();
  }
});
