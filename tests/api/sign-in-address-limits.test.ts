/** @jest-environment node */
// The per-address limit, counted across accounts: one address may fail 50 times in 15 minutes at any
// accounts (an office shares one), then every account waits there, counted before any password is
// checked, so attempts sent at the same moment cannot all be tried.
import { jsonRequest, setupTestDatabase } from "./blog-harness";
import { ensureStaffAccount, staffEmail, TEST_PASSWORD } from "./staff-harness";
import { ATTEMPTS_PER_ADDRESS } from "@/lib/auth/sign-in-rules";
import { POST } from "@/app/api/staff/session/route";
import { expectEnvelopedRefusal } from "@/tests/support/refusal";

// Far above what these tests send: the per-address count is what is tested here (sign-in-limits.test.ts has the site-wide one).
process.env.SIGN_IN_GLOBAL_PER_MINUTE = "1000";

const prisma = setupTestDatabase();
beforeAll(async () => {
  await ensureStaffAccount("Sprayed", "marketing");
}, 60_000);

const post = (email: string, password: string, ip: string) =>
  POST(jsonRequest("POST", "/api/staff/session", { email, password }, undefined, ip));

describe("the per-address limit", () => {
  it("counts before checking: 60 guesses at once at 60 accounts from one address → 50 × 401, 10 × 429", async () => {
    expect(ATTEMPTS_PER_ADDRESS).toBe(50);
    const ip = "198.51.100.7";
    const statuses = (
      await Promise.all(Array.from({ length: 60 }, (_, i) => post(`sprayed-${i}@staff.test`, "Winter2026!", ip)))
    )
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([...Array.from({ length: 50 }, () => 401), ...Array.from({ length: 10 }, () => 429)]);

    // Now every account waits at that address, the right password too, each refusal logged as the address's.
    const right = await post(staffEmail("Sprayed"), TEST_PASSWORD, ip);
    await expectEnvelopedRefusal(right, 429, "Too many requests. Please wait a moment and try again.");
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(800);
    const sprayed = await prisma.staffUser.findUniqueOrThrow({ where: { email: staffEmail("Sprayed") } });
    const rows = await prisma.accessLogEntry.findMany({ where: { accountId: sprayed.id } });
    expect(rows.map((row) => [row.action, row.detail, row.ip])).toEqual([
      ["sign-in.failed", { reason: "limit-address" }, ip],
    ]);
    // Another address is not affected.
    expect((await post(staffEmail("Sprayed"), TEST_PASSWORD, "192.0.2.201")).status).toBe(200);
  }, 120_000);
});
