/** @jest-environment node */
import { parseEnv } from "@/lib/config/env-schema";
import { contentSecurityPolicy } from "@/lib/security/headers";

const directive = (policy: string, name: string) => new RegExp(`${name} ([^;]*)`).exec(policy)?.[1] ?? "";

describe("marketing tag hosts in the policy", () => {
  it("reads https origins from the environment and refuses keywords, schemes and wildcards", () => {
    const env = parseEnv({ TAG_SCRIPT_SOURCES: "https://connect.partner.test, https://*.cdn.partner.test" });
    expect(env.TAG_SCRIPT_SOURCES).toEqual(["https://connect.partner.test", "https://*.cdn.partner.test"]);
    expect(parseEnv({}).TAG_CONNECT_SOURCES).toEqual([]);
    for (const bad of ["'unsafe-inline'", "*", "https:", "http://plain.partner.test", "data:"]) {
      expect(() => parseEnv({ TAG_SCRIPT_SOURCES: bad })).toThrow(/TAG_SCRIPT_SOURCES: expected https origins/);
    }
  });

  it("puts each list in its own directive and never allows inline scripts for them", () => {
    const policy = contentSecurityPolicy(false, ["'sha256-abc='"], {
      script: ["https://tags.partner.test"],
      connect: ["https://collect.partner.test"],
      img: ["https://pixel.partner.test"],
      frame: ["https://frame.partner.test"],
    });
    expect(directive(policy, "script-src")).toContain("'sha256-abc=' https://www.googletagmanager.com");
    expect(directive(policy, "script-src")).toContain("https://tags.partner.test");
    expect(directive(policy, "script-src")).not.toContain("unsafe-inline");
    expect(directive(policy, "connect-src")).toContain("https://collect.partner.test");
    expect(directive(policy, "img-src")).toContain("https://pixel.partner.test");
    expect(directive(policy, "frame-src")).toContain("https://frame.partner.test");
    expect(directive(contentSecurityPolicy(false), "script-src")).not.toContain("partner.test");
  });
});
