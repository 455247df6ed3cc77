/** @jest-environment node */
// The site-wide ceiling on sign-in attempts: it holds back addresses that already tried, never a staff
// member signing in from an address that has not failed (the per-address lockout under concurrency:
// sign-in-address-limits.test.ts; per account: sign-in-account-limits.test.ts).
import { jsonRequest, setupTestDatabase } from "./blog-harness";
import { ensureStaffAccount, staffEmail, TEST_PASSWORD } from "./staff-harness";
import { POST } from "@/app/api/staff/session/route";

// A small site-wide budget so the test can use it up: 10 attempts a minute, all addresses together
// (each attempt at an unknown e-mail still costs a password hash, so the test sends few).
process.env.SIGN_IN_GLOBAL_PER_MINUTE = "10";

setupTestDatabase();
beforeAll(async () => {
  await ensureStaffAccount("Jisoo", "marketing");
}, 60_000);

const post = (email: string, password: string, ip: string) =>
  POST(jsonRequest("POST", "/api/staff/session", { email, password }, undefined, ip));
const statuses = async (responses: Promise<Response>[]) => (await Promise.all(responses)).map((r) => r.status).sort();

describe("staff sign-in limits", () => {
  it("past the site-wide budget, addresses that already tried wait; a first attempt from another address does not", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      // 20 guesses at unknown e-mails from 20 addresses: each an address's first attempt, all checked.
      const guesses = await statuses(
        Array.from({ length: 20 }, (_, i) => post(`nobody-${i}@staff.test`, "guess", `203.0.113.${i + 1}`)),
      );
      expect(guesses).toEqual(Array.from({ length: 20 }, () => 401));
      // A real staff member on an address that has not failed signs in.
      expect((await post(staffEmail("Jisoo"), TEST_PASSWORD, "192.0.2.200")).status).toBe(200);
      // The guessing addresses' next attempts wait for the rest of the minute.
      const again = await post("nobody-0@staff.test", "guess", "203.0.113.1");
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
      const alarms = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("ALERT"));
      expect(alarms).toHaveLength(1);
      expect(alarms[0]).toMatch(/more than 10 staff sign-in attempts in a minute/);
    } finally {
      warn.mockRestore();
    }
  }, 60_000);
});
