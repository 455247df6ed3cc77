// The staff accounts of the API tests, on the file's database (./blog-harness, which sets the environment
// first): made as `npm run staff:add` makes them, all with TEST_PASSWORD, and signed in through the real route.
import { randomUUID } from "node:crypto";
import { beforeAll } from "@jest/globals";
import type { StaffAuth } from "../../lib/auth/create-auth";
import type { StaffRole } from "../../lib/auth/roles";
import type { PrismaClient } from "../../lib/db/create-client";
import { totpCode } from "../support/totp";
import { fileClient, freshIp, hasTestDatabase, jsonRequest } from "./blog-harness";

export const TEST_PASSWORD = "test-password-for-api-tests";

/** The e-mail of the test account called `name` ("Jiyeon" → jiyeon@staff.test). */
export const staffEmail = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@staff.test`;

/** The authenticator keys (base32) of the admins made here: admins sign in with a second factor. */
export const authenticatorKeys = new Map<string, string>();

/** POST /api/staff/session as `email`, with the app's current code for an admin made here. */
async function postSignIn(email: string, ip = freshIp()): Promise<Response> {
  const { POST } = await import("../../app/api/staff/session/route");
  const key = authenticatorKeys.get(email);
  if (key) await forgetUsedCode(email);
  const body = { email, password: TEST_PASSWORD, ...(key ? { code: totpCode(key) } : {}) };
  return POST(jsonRequest("POST", "/api/staff/session", body, undefined, ip));
}

/**
 * A code signs in once (lib/auth/totp-replay.ts), and the tests sign an admin in many times a minute,
 * where a person would wait for the app's next code: the account's last used step is forgotten first.
 */
async function forgetUsedCode(email: string): Promise<void> {
  const { prisma } = await harnessAuth();
  await prisma.staffTwoFactor.updateMany({ where: { staffuser: { email } }, data: { lastUsedStep: null } });
}

/**
 * The file's staff auth for making accounts, made once. TEST_PASSWORD is hashed once per file (scrypt,
 * a few hundred ms each time): every account made here gets that hash, as if each had been given the
 * same password.
 */
let harness: Promise<{ prisma: PrismaClient; auth: StaffAuth }> | undefined;
function harnessAuth() {
  harness ??= (async () => {
    const { createStaffAuth } = await import("../../lib/auth/create-auth");
    const prisma = fileClient();
    const auth = createStaffAuth(prisma, {
      secret: process.env.SESSION_SECRET ?? "",
      siteUrl: process.env.SITE_URL ?? "",
      issuer: "Test",
    });
    const { password } = await auth.$context;
    const hash = password.hash;
    let testPasswordHash: Promise<string> | undefined;
    password.hash = (value) => (value === TEST_PASSWORD ? (testPasswordHash ??= hash(value)) : hash(value));
    return { prisma, auth };
  })();
  return harness;
}

/**
 * Sets up two-factor sign-in for `email`: the file's first admin through the real routes, as its owner
 * would on /staff/two-factor; later ones get a copy of that setting (the same authenticator key and
 * recovery codes), which spares two password checks per admin.
 */
async function setUpTwoFactor(email: string): Promise<void> {
  const first = authenticatorKeys.entries().next().value;
  if (first) {
    const { prisma } = await harnessAuth();
    const [firstEmail, key] = first;
    const setting = await prisma.staffTwoFactor.findFirstOrThrow({ where: { staffuser: { email: firstEmail } } });
    const account = await prisma.staffUser.update({ where: { email }, data: { twoFactorEnabled: true } });
    await prisma.staffTwoFactor.create({
      data: {
        id: randomUUID(),
        userId: account.id,
        secret: setting.secret,
        backupCodes: setting.backupCodes,
        verified: true,
      },
    });
    authenticatorKeys.set(email, key);
    return;
  }
  const cookie = sessionCookieOf(await postSignIn(email));
  const start = await import("../../app/api/staff/two-factor/route");
  const started = await start.POST(jsonRequest("POST", "/api/staff/two-factor", { password: TEST_PASSWORD }, cookie));
  if (started.status !== 200)
    throw new Error(`two-factor set-up failed with ${started.status}: ${await started.text()}`);
  const { secret } = (await started.json()) as { secret: string };
  const verify = await import("../../app/api/staff/two-factor/verify/route");
  const confirmed = await verify.POST(
    jsonRequest("POST", "/api/staff/two-factor/verify", { code: totpCode(secret) }, cookie),
  );
  if (confirmed.status !== 200) throw new Error(`two-factor confirm failed with ${confirmed.status}`);
  authenticatorKeys.set(email, secret);
}

/**
 * Makes the account `name` with `role` and TEST_PASSWORD (as `npm run staff:add -- --password-stdin`
 * does), unless it exists; an admin also gets two-factor sign-in (required for admins). Returns its id.
 */
export async function ensureStaffAccount(name: string, role: StaffRole): Promise<string> {
  const id = await makeStaffAccount(name, role);
  if (role === "admin" && !authenticatorKeys.has(staffEmail(name))) await setUpTwoFactor(staffEmail(name));
  return id;
}

/**
 * Makes the account `name` with `role` and TEST_PASSWORD as `npm run staff:add -- --password-stdin` does,
 * with no second factor yet (an admin's too), unless it exists. Returns its id.
 */
export async function makeStaffAccount(name: string, role: StaffRole): Promise<string> {
  const { createAccount } = await import("../../lib/auth/accounts");
  const { prisma, auth } = await harnessAuth();
  const email = staffEmail(name);
  const existing = await prisma.staffUser.findUnique({ where: { email } });
  if (existing) return existing.id;
  return (await createAccount(auth, { email, role, name, password: TEST_PASSWORD })).id;
}

/** The file's staff auth, which made its accounts: its secret encrypts their two-factor settings. */
export const staffAuth = async () => (await harnessAuth()).auth;

/** POST /api/staff/session as `name` with TEST_PASSWORD and `code` if given, from an address of its own. */
export async function signInWith(name: string, code?: string): Promise<Response> {
  const { POST } = await import("../../app/api/staff/session/route");
  const body = { email: staffEmail(name), password: TEST_PASSWORD, ...(code ? { code } : {}) };
  return POST(jsonRequest("POST", "/api/staff/session", body, undefined, freshIp()));
}

/** The `name=value` of the session cookie a sign-in response set. */
export const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => /^(__Host-)?staff=./.test(pair)) ?? "";

/** Signs in as `name` (made with `role` first if need be) through the real route; the session cookie's `name=value`. */
export async function signInAs(name: string, role: StaffRole): Promise<string> {
  await ensureStaffAccount(name, role);
  const response = await postSignIn(staffEmail(name));
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}: ${await response.text()}`);
  return sessionCookieOf(response);
}

/** Signs in as an editor (the blog and news tests' account). */
export const signInCookie = (role: StaffRole = "editor") => signInAs(`Test ${role}`, role);

/**
 * This file's staff sessions: each account signed in as [name, role] once its database is set up
 * (setupTestDatabase, called first); the returned cookies, by key, hold from the file's first test on.
 */
export function setupStaffSessions<Key extends string>(
  accounts: Record<Key, [name: string, role: StaffRole]>,
): Record<Key, string> {
  if (!hasTestDatabase()) throw new Error("call setupTestDatabase() before setupStaffSessions()");
  const cookies = {} as Record<Key, string>;
  beforeAll(async () => {
    for (const [key, [name, role]] of Object.entries(accounts) as [Key, [string, StaffRole]][])
      cookies[key] = await signInAs(name, role);
  });
  return cookies;
}
