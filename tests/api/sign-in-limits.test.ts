/** @jest-environment node */
// The sign-in lockout under concurrency, and the site-wide ceiling on sign-in attempts.
import { ensureStaffAccount, jsonRequest, migrate, staffEmail, TEST_PASSWORD } from "./blog-harness";
import { POST } from "@/app/api/staff/session/route";

// A small site-wide budget so the test can use it up: 20 attempts a minute, all addresses together.
process.env.SIGN_IN_GLOBAL_PER_MINUTE = "20";

beforeAll(async () => {
  await migrate();
  await ensureStaffAccount("Minji", "marketing");
});

const signIn = (password: string, ip: string) =>
  POST(jsonRequest("POST", "/api/staff/session", { email: staffEmail("Minji"), password }, undefined, ip));
const statuses = async (responses: Promise<Response>[]) => (await Promise.all(responses)).map((r) => r.status).sort();

describe("staff sign-in limits", () => {
  it("counts each attempt before its password is checked: 50 at once from one address → 5 × 401, 45 × 429", async () => {
    const results = await statuses(Array.from({ length: 50 }, (_, i) => signIn(`wrong-${i}`, "198.51.100.7")));
    expect(results.filter((status) => status === 401)).toHaveLength(5);
    expect(results.filter((status) => status === 429)).toHaveLength(45);
    // The right password from that address waits too.
    expect((await signIn(TEST_PASSWORD, "198.51.100.7")).status).toBe(429);
  });

  it("past the site-wide budget everyone waits, and the log raises the alarm once", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      // 5 of the 20 were spent above (the 45 refused per address spent nothing).
      const results = await statuses(Array.from({ length: 20 }, (_, i) => signIn(`wrong-${i}`, `203.0.113.${i + 1}`)));
      expect(results.filter((status) => status === 401)).toHaveLength(15);
      expect(results.filter((status) => status === 429)).toHaveLength(5);
      const fresh = await signIn(TEST_PASSWORD, "192.0.2.200");
      expect(fresh.status).toBe(429);
      expect(Number(fresh.headers.get("retry-after"))).toBeGreaterThan(0);
      const alarms = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("ALERT"));
      expect(alarms).toHaveLength(1);
      expect(alarms[0]).toMatch(/more than 20 staff sign-in attempts in a minute/);
    } finally {
      warn.mockRestore();
    }
  });
});
