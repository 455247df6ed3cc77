/** @jest-environment node */
// A refused sign-in says nothing about what was wrong: a right password without its code answers as a
// wrong password does (status, body, time), and every refusal, 429s included, is in the access log.
import { freshIp, jsonRequest, setupTestDatabase } from "./blog-harness";
import { ensureStaffAccount, staffEmail, TEST_PASSWORD } from "./staff-harness";
import { ATTEMPTS_PER_ADDRESS } from "@/lib/auth/sign-in-rules";
import { POST } from "@/app/api/staff/session/route";

// Far above what these tests send: each account and each address stays under its own limit.
process.env.SIGN_IN_GLOBAL_PER_MINUTE = "1000";

const prisma = setupTestDatabase();
/** Admins, who sign in with two factors: each takes 2 right passwords without a code and 2 wrong ones (4 of its 5). */
const admins = Array.from({ length: 15 }, (_, i) => `Timed Admin ${i}`);
beforeAll(async () => {
  for (const name of admins) await ensureStaffAccount(name, "admin");
}, 120_000);

const post = (name: string, password: string, code?: string) =>
  POST(jsonRequest("POST", "/api/staff/session", { email: staffEmail(name), password, code }, undefined, freshIp()));

async function timed(call: () => Promise<Response>) {
  const started = performance.now();
  const response = await call();
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body, cookies: response.headers.getSetCookie() };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

describe("a right password without its right code", () => {
  it("answers as a wrong password: same status and body, no cookie, the same time within noise", async () => {
    const withoutCode: Awaited<ReturnType<typeof timed>>[] = [];
    const wrong: Awaited<ReturnType<typeof timed>>[] = [];
    // Interleaved, so a slower moment of the machine falls on both alike: first without a code, then
    // with a wrong one (the right password must not take longer for it, as better-auth's writes would).
    for (const code of [undefined, "000000"]) {
      for (const name of admins) {
        withoutCode.push(await timed(() => post(name, TEST_PASSWORD, code)));
        wrong.push(await timed(() => post(name, "not the password", code)));
      }
    }
    const answers = new Set([...withoutCode, ...wrong].map(({ status, body }) => `${status} ${body}`));
    expect([...answers]).toEqual([
      '401 {"success":false,"message":"Incorrect e-mail address, password or authenticator code. Please try again."}',
    ]);
    expect([...withoutCode, ...wrong].flatMap(({ cookies }) => cookies)).toEqual([]);
    // Each pair was sent back to back: the median of their differences is robust to the machine's load changing.
    const gap = median(withoutCode.map(({ ms }, i) => ms - wrong[i]!.ms));
    const typical = median(wrong.map(({ ms }) => ms));
    // Measured on 2 busy cores: medians 191 and 192 ms (scrypt), each sample between 146 and 348 ms.
    expect(Math.abs(gap)).toBeLessThan(Math.max(5, 0.15 * typical));
  }, 120_000);
});

describe("the access log", () => {
  it("has a row for every refused sign-in, the 429s included, with the reason", async () => {
    const ip = "198.51.100.61";
    const since = new Date();
    const from = (email: string, password: string) =>
      POST(jsonRequest("POST", "/api/staff/session", { email, password }, undefined, ip));
    // The address's limit, each guess at another account, so only the address's count refuses the right password.
    for (let i = 0; i < ATTEMPTS_PER_ADDRESS; i += 1)
      expect((await from(`nobody-${i}@staff.test`, "guess")).status).toBe(401);
    const limited = await from(staffEmail(admins[0]!), TEST_PASSWORD);
    expect(limited.status).toBe(429);
    const admin = await prisma.staffUser.findUniqueOrThrow({ where: { email: staffEmail(admins[0]!) } });
    const rows = await prisma.accessLogEntry.findMany({ where: { at: { gte: since }, ip }, orderBy: { id: "asc" } });
    expect(rows.map(({ accountId, email, action, detail }) => [accountId, email, action, detail])).toEqual([
      ...Array.from({ length: ATTEMPTS_PER_ADDRESS }, (_, i) => [
        null,
        `nobody-${i}@staff.test`,
        "sign-in.failed",
        { reason: "password" },
      ]),
      [admin.id, staffEmail(admins[0]!), "sign-in.failed", { reason: "limit-address" }],
    ]);
  }, 60_000);
});
