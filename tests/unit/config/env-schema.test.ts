/** @jest-environment node */
import { parseEnv } from "@/lib/config/env-schema";
import { envErrorLines } from "@/tests/support/env-errors";

describe("parseEnv", () => {
  it("fills every default when nothing is set", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBe("file:./data/site.db");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.BLOG_EDITOR_ENABLED).toBe(false);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.OLD_PRIVACY_TOKEN).toBe("privacy-policy-2021");
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.RATE_LIMIT_PER_MINUTE).toBe(60);
    expect(env.RATE_LIMIT_BURST).toBe(100);
    expect(env.OUTBOX_POLL_MS).toBe(5000);
    expect(env.OUTBOX_RETRY_BASE_MS).toBe(30000);
    // RFC 5321 section 4.5.3.2: 5 minutes for the greeting, 10 for the end of a message.
    expect(env.SMTP_GREETING_TIMEOUT_MS).toBe(300_000);
    expect(env.SMTP_REPLY_TIMEOUT_MS).toBe(600_000);
    expect(env.OUTBOX_LEASE_MS).toBe(60_000);
    expect(env.CRM_TIMEOUT_MS).toBe(15_000);
  });

  it("gives uploads a fixed quota that one address cannot fill (2 GiB in all, 200 MiB per address a day)", () => {
    const env = parseEnv({});
    expect(env.UPLOAD_QUOTA_BYTES).toBe(2_147_483_648);
    expect(env.UPLOAD_BYTES_PER_ADDRESS_PER_DAY).toBe(209_715_200);
    expect(parseEnv({ UPLOAD_QUOTA_BYTES: "" }).UPLOAD_QUOTA_BYTES).toBe(2_147_483_648);
    expect(parseEnv({ UPLOAD_BYTES_PER_ADDRESS_PER_DAY: "1000" }).UPLOAD_BYTES_PER_ADDRESS_PER_DAY).toBe(1000);
  });

  it("reads numbers from strings", () => {
    expect(parseEnv({ RATE_LIMIT_PER_MINUTE: "100000" }).RATE_LIMIT_PER_MINUTE).toBe(100000);
    expect(parseEnv({ RATE_LIMIT_BURST: "0" }).RATE_LIMIT_BURST).toBe(0);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ SMTP_URL: "", DATABASE_URL: "" }).DATABASE_URL).toBe("file:./data/site.db");
  });

  it.each([
    [
      "DATABASE_URL",
      "mysql://db/site",
      'Invalid environment variable DATABASE_URL: expected a SQLite URL such as "file:./data/site.db" or a PostgreSQL one such as "postgresql://user@host/db"',
    ],
    [
      "SITE_URL",
      "localhost:3000",
      'Invalid environment variable SITE_URL: expected an absolute http(s) URL such as "https://www.example.com"',
    ],
    ["GTM_ID", "UA-1234", 'Invalid environment variable GTM_ID: expected a tag-manager id such as "GTM-ABC123"'],
    [
      "SMTP_URL",
      "http://mail",
      'Invalid environment variable SMTP_URL: expected an SMTP URL such as "smtp://user:pass@mail.example.com:587"',
    ],
    ["LEADS_TO", "not-an-address", "Invalid environment variable LEADS_TO: expected the team inbox's e-mail address"],
    [
      "SESSION_SECRET",
      "short",
      "Invalid environment variable SESSION_SECRET: expected a random secret of at least 32 characters",
    ],
    ["BLOG_EDITOR_ENABLED", "yes", 'Invalid environment variable BLOG_EDITOR_ENABLED: expected "true" or "false"'],
    [
      "OLD_PRIVACY_TOKEN",
      "../etc",
      "Invalid environment variable OLD_PRIVACY_TOKEN: expected a path segment of 4 to 64 lowercase letters, digits or dashes",
    ],
    [
      "RATE_LIMIT_PER_MINUTE",
      "lots",
      "Invalid environment variable RATE_LIMIT_PER_MINUTE: expected a whole number of submits per minute, e.g. 60",
    ],
    [
      "RATE_LIMIT_BURST",
      "-1",
      "Invalid environment variable RATE_LIMIT_BURST: expected a whole number of extra submits, e.g. 100",
    ],
    [
      "OUTBOX_POLL_MS",
      "-5",
      "Invalid environment variable OUTBOX_POLL_MS: expected a poll interval in milliseconds, e.g. 5000",
    ],
    [
      "OUTBOX_RETRY_BASE_MS",
      "1.5",
      "Invalid environment variable OUTBOX_RETRY_BASE_MS: expected the first retry delay in milliseconds, e.g. 30000",
    ],
  ])("names %s and what it expects", (name, value, line) => {
    expect(envErrorLines({ [name]: value })).toEqual([line]);
  });

  it("reports one line per bad variable and never echoes a value", () => {
    const lines = envErrorLines({ SESSION_SECRET: "hunter2", DATABASE_URL: "mysql://x" });
    expect(lines).toHaveLength(2);
    expect(lines.join("\n")).not.toContain("hunter2");
  });
});
