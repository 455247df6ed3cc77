import { expect, test } from "@playwright/test";
import { hashPassword } from "../../lib/auth/password-hash";
import { startSystemServer } from "../support/system-server";

// Directly exposed (TRUST_PROXY unset), the server counts the socket's address, not the header a
// client sends: otherwise each wrong password could claim a new address and never be locked out.
test("a client cannot dodge the sign-in lockout or the lead rate limit with X-Forwarded-For", async () => {
  const server = await startSystemServer(3154, {
    SESSION_SECRET: "system-test-session-secret-long-enough-42",
    STAFF_PASSWORD_HASH: hashPassword("the right one", { N: 1024, r: 8, p: 1 }),
    RATE_LIMIT_PER_MINUTE: "3",
  });
  try {
    const post = (path: string, body: unknown, forgedAddress: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forgedAddress },
        body: JSON.stringify(body),
      });

    const signIns: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      signIns.push((await post("/api/staff/session", { password: "wrong" }, `203.0.113.${i}`)).status);
    }
    expect(signIns).toEqual([401, 401, 401, 401, 401, 429]);

    const leads: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      leads.push((await post("/api/subscribe", { email: `n${i}@news.test`, consent: true }, `198.51.100.${i}`)).status);
    }
    expect(leads).toEqual([201, 201, 201, 429]);
  } finally {
    await server.stop();
  }
});
