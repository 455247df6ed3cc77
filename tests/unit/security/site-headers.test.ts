/** @jest-environment node */
import { securityHeaders } from "@/lib/security/headers";

const policyOf = (isDev: boolean) =>
  securityHeaders(isDev).find((header) => header.key === "Content-Security-Policy")?.value ?? "";

describe("the headers next.config.ts sends with every response", () => {
  it("give what is not a page a policy of the site's own files only, with no colon Next would compile", () => {
    const policy = policyOf(false);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-eval|'nonce-|'sha256-/);
    // No value of a production header holds a colon (no host, no scheme): see nonPagePolicy.
    for (const { key, value } of securityHeaders(false))
      expect({ key, colon: value.includes(":") }).toEqual({ key, colon: false });
  });

  it("in development, where proxy.ts adds no page policy, allow the pages' hosts and React's inline scripts", () => {
    const policy = policyOf(true);
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/www\.googletagmanager\.com/);
    expect(policy).toContain("connect-src 'self'");
  });
});
