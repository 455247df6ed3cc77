/** @jest-environment node */
// Wrong passwords are counted per account (the e-mail tried) as well as per address: at most five per
// account in 15 minutes, from any addresses, and no one's right sign-in gives anyone else's back.
import { DATABASE_URL, ensureStaffAccount, jsonRequest, migrate, staffEmail, TEST_PASSWORD } from "./blog-harness";
import { createPrismaClient } from "@/lib/db/create-client";
import { POST } from "@/app/api/staff/session/route";

// Far above what these tests send: the per-account and per-address counts are what is tested here.
process.env.SIGN_IN_GLOBAL_PER_MINUTE = "1000";

const prisma = createPrismaClient(DATABASE_URL);
beforeAll(async () => {
  await migrate();
  for (const name of ["Target", "Attacker", "Crowded"]) await ensureStaffAccount(name, "marketing");
}, 60_000);
afterAll(() => prisma.$disconnect());

const post = (name: string, password: string, ip: string) =>
  POST(jsonRequest("POST", "/api/staff/session", { email: staffEmail(name), password }, undefined, ip));

describe("the per-account limit", () => {
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
    for (let guess = 0; guess < 4; guess += 1) expect((await post("Nobody", `guess-${guess}`, ip)).status).toBe(401);
    expect((await post("Attacker", TEST_PASSWORD, ip)).status).toBe(200);
    expect((await post("Someone Else", "guess", ip)).status).toBe(401);
    expect((await post("Attacker", TEST_PASSWORD, ip)).status).toBe(429);
  }, 30_000);

  it("counts before checking: 20 wrong passwords at once from 20 addresses → 5 × 401, 15 × 429", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post("Crowded", `wrong-${i}`, `203.0.113.${i + 100}`)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array.from({ length: 5 }, () => 401), ...Array.from({ length: 15 }, () => 429)]);
  }, 30_000);
});
