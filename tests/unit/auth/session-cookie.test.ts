/** @jest-environment node */
import {
  clearSessionCookieHeaders,
  readSessionCookie,
  sessionCookieHeader,
  signSessionId,
  verifySignedSessionId,
} from "@/lib/auth/session-cookie";
import { FailureLimiter } from "@/lib/auth/failure-limiter";

const secret = "s".repeat(40);

describe("signed session ids", () => {
  it("round-trip and refuse tampering or another secret", () => {
    const signed = signSessionId("abc123", secret);
    expect(verifySignedSessionId(signed, secret)).toBe("abc123");
    expect(verifySignedSessionId(signed.replace("abc123", "abc124"), secret)).toBeNull();
    expect(verifySignedSessionId(signed, "t".repeat(40))).toBeNull();
    expect(verifySignedSessionId("no-dot", secret)).toBeNull();
  });
});

describe("the cookie", () => {
  const expires = new Date("2030-01-01T00:00:00Z");

  it("is __Host- prefixed and Secure over HTTPS, HttpOnly and SameSite=Strict with an expiry", () => {
    const header = sessionCookieHeader(new Request("https://site.test/api/staff/session"), "v", expires);
    expect(header).toBe(
      "__Host-staff=v; Path=/; HttpOnly; SameSite=Strict; Expires=Tue, 01 Jan 2030 00:00:00 GMT; Secure",
    );
  });

  it("trusts X-Forwarded-Proto from the proxy", () => {
    const request = new Request("http://127.0.0.1:3000/x", { headers: { "x-forwarded-proto": "https" } });
    expect(sessionCookieHeader(request, "v", expires)).toMatch(/^__Host-staff=.*; Secure$/);
  });

  it("drops the prefix and Secure over plain http (browsers refuse __Host- without Secure)", () => {
    const header = sessionCookieHeader(new Request("http://localhost:3000/x"), "v", expires);
    expect(header).toMatch(/^staff=v; Path=\/; HttpOnly; SameSite=Strict; Expires=/);
    expect(header).not.toContain("Secure");
  });

  it("is read under either name and cleared under both over HTTPS", () => {
    expect(readSessionCookie(new Request("http://x/", { headers: { cookie: "a=1; staff=abc.def" } }))).toBe("abc.def");
    expect(readSessionCookie(new Request("http://x/", { headers: { cookie: "__Host-staff=q.r" } }))).toBe("q.r");
    expect(readSessionCookie(new Request("http://x/"))).toBeNull();
    expect(clearSessionCookieHeaders(new Request("https://x/"))).toHaveLength(2);
  });
});

describe("FailureLimiter", () => {
  it("blocks after 5 failures within 15 minutes and frees the address when the oldest ages out", () => {
    let now = 0;
    const limiter = new FailureLimiter(5, 15 * 60 * 1000, () => now);
    for (let i = 0; i < 5; i += 1) {
      expect(limiter.blockedFor("ip")).toBe(0);
      limiter.fail("ip");
      now += 60_000;
    }
    expect(limiter.blockedFor("ip")).toBe(10 * 60);
    expect(limiter.blockedFor("other")).toBe(0);
    now = 15 * 60 * 1000 + 1;
    expect(limiter.blockedFor("ip")).toBe(0);
  });

  it("remembers at most maxKeys addresses, forgetting the longest unseen first", () => {
    const limiter = new FailureLimiter(1, 60_000, () => 0, 2);
    limiter.fail("a");
    limiter.fail("b");
    limiter.fail("a");
    limiter.fail("c");
    expect(limiter.blockedFor("a")).toBeGreaterThan(0);
    expect(limiter.blockedFor("c")).toBeGreaterThan(0);
    expect(limiter.blockedFor("b")).toBe(0);
  });
});
