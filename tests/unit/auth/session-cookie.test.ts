/** @jest-environment node */
import {
  clearSessionCookieHeaders,
  readSessionCookie,
  sessionCookieHeader,
  signSessionId,
  verifySignedSessionId,
} from "@/lib/auth/session-cookie";

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

  it("trusts X-Forwarded-Proto only from our own proxy (TRUST_PROXY=true)", () => {
    const request = () => new Request("http://127.0.0.1:3000/x", { headers: { "x-forwarded-proto": "https" } });
    expect(sessionCookieHeader(request(), "v", expires)).toMatch(/^staff=v; /);
    process.env.TRUST_PROXY = "true";
    try {
      jest.isolateModules(() => {
        // A fresh module registry reads the environment again.
        const behindProxy = jest.requireActual<typeof import("@/lib/auth/session-cookie")>("@/lib/auth/session-cookie");
        expect(behindProxy.sessionCookieHeader(request(), "v", expires)).toMatch(/^__Host-staff=.*; Secure$/);
      });
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it("treats a malformed cookie value as no session", () => {
    const request = new Request("http://x/", { headers: { cookie: "staff=%E0%A4%A" } });
    expect(readSessionCookie(request)).toBeNull();
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
