/** @jest-environment node */
// Wrong passwords are counted per account (the e-mail tried) as well as per address: at most five per
// account in 15 minutes, from any addresses, locking that account only (a colleague behind the same
// address signs in), and no one's right sign-in gives anyone else's back.
import { jsonRequest, setupTestDatabase } from "./blog-harness";
import { ensureStaffAccount, staffEmail, TEST_PASSWORD } from "./staff-harness";
import { ATTEMPTS_PER_ACCOUNT, ATTEMPTS_PER_ADDRESS } from "@/lib/auth/sign-in-rules";
import { POST } from "@/app/api/staff/session/route";
import { expectEnvelopedRefusal } from "@/tests/support/refusal";

// Far above what these tests send: the per-account and per-address counts are what is tested here.
process.env.SIGN_IN_GLOBAL_PER_MINUTE = "1000";

const prisma = setupTestDatabase();
beforeAll(async () => {
  for (const name of ["Target", "Attacker", "Crowded", "Typist", "Colleague"])
    await ensureStaffAccount(name, "marketing");
}, 60_000);

const post = (name: string, password: string, ip: string) =>
  POST(jsonRequest("POST", "/api/staff/session", { email: staffEmail(name), password }, undefined, ip));

describe("the per-account limit", () => {
  it("locks the account that failed five times, not the office: a colleague at the same address signs in", async () => {
    const office = "198.51.100.200";
    expect(ATTEMPTS_PER_ACCOUNT).toBe(5);
    for (let typo = 0; typo < 5; typo += 1) {
      await expectEnvelopedRefusal(
        await post("Typist", `typo-${typo}`, office),
        401,
        "Incorrect e-mail address, password or authenticator code. Please try again.",
      );
    }
    // The sixth try and then the right password: 429, saying how long (the window's rest, at most 15 minutes).
    for (const password of ["typo-5", TEST_PASSWORD]) {
      const locked = await post("Typist", password, office);
      await expectEnvelopedRefusal(locked, 429, "Too many requests. Please wait a moment and try again.");
      const wait = Number(locked.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(800);
      expect(wait).toBeLessThanOrEqual(900);
    }
    // A colleague behind the same address (one NAT address for the office) signs in at once.
    const colleague = await post("Colleague", TEST_PASSWORD, office);
    expect(colleague.status).toBe(200);
    const typist = await prisma.staffUser.findUniqueOrThrow({ where: { email: staffEmail("Typist") } });
    const rows = await prisma.accessLogEntry.findMany({ where: { accountId: typist.id }, orderBy: { id: "asc" } });
    expect(rows.map((row) => [row.action, row.detail, row.ip])).toEqual([
      ...Array.from({ length: 5 }, () => ["sign-in.failed", { reason: "password" }, office]),
      ["sign-in.failed", { reason: "limit-account" }, office],
      ["sign-in.failed", { reason: "limit-account" }, office],
    ]);
  }, 60_000);

  it("checks at most 5 wrong passwords of one account, though each round signs in with another account in between", async () => {
    const guesses: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const ip = `198.51.100.${round + 10}`;
      for (let guess = 0; guess < 4; guess += 1)
        guesses.push((await post("Target", `guess-${round}-${guess}`, ip)).status);
      // The attacker's own account signs in from the same address: it gives back only its own attempt.
      expect((await post("Attacker", TEST_PASSWORD, ip)).status).toBe(200);
    }
    expect(guesses.filter((status) => status === 401)).toHaveLength(5);
    expect(guesses.filter((status) => status === 429)).toHaveLength(11);
    // Now even the right password, from an address that never failed, waits.
    const right = await post("Target", TEST_PASSWORD, "192.0.2.99");
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(800);
    // Every refusal is in the access log, the 429s with the limit that refused them.
    const target = await prisma.staffUser.findUniqueOrThrow({ where: { email: staffEmail("Target") } });
    const rows = await prisma.accessLogEntry.findMany({ where: { accountId: target.id }, orderBy: { id: "asc" } });
    expect(rows.map((row) => row.detail)).toEqual([
      ...Array.from({ length: 5 }, () => ({ reason: "password" })),
      ...Array.from({ length: 12 }, () => ({ reason: "limit-account" })),
    ]);
  }, 60_000);

  it("a right sign-in does not clear the address's failures either", async () => {
    const ip = "198.51.100.50";
    // One short of the address's limit, each at another (unknown) account, so no account's own limit is reached.
    for (let guess = 0; guess < ATTEMPTS_PER_ADDRESS - 1; guess += 1)
      expect((await post(`Nobody ${guess}`, "guess", ip)).status).toBe(401);
    expect((await post("Attacker", TEST_PASSWORD, ip)).status).toBe(200);
    expect((await post("Someone Else", "guess", ip)).status).toBe(401);
    expect((await post("Attacker", TEST_PASSWORD, ip)).status).toBe(429);
  }, 60_000);

  it("counts before checking: 20 wrong passwords at once from 20 addresses → 5 × 401, 15 × 429", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post("Crowded", `wrong-${i}`, `203.0.113.${i + 100}`)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array.from({ length: 5 }, () => 401), ...Array.from({ length: 15 }, () => 429)]);
  }, 30_000);
});
