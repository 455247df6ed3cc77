// Shared set-up of the blog, news and staff API tests: import it FIRST, so the environment is set
// before lib/config/env reads it. Each Jest test file gets its own temp database and module registry.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "@jest/globals";
import type { StaffAuth } from "../../lib/auth/create-auth";
import type { StaffRole } from "../../lib/auth/roles";
import type { PrismaClient } from "../../lib/db/create-client";
import { migrateTestDatabase, testDatabaseUrl } from "../support/test-database-url";
import { totpCode } from "../support/totp";

export const TEST_PASSWORD = "test-password-for-api-tests";
const dir = mkdtempSync(path.join(os.tmpdir(), "blog-api-"));
export const DATABASE_URL = testDatabaseUrl(dir);
/** The file's own upload folder, inside its temporary folder. */
export const UPLOAD_DIR = path.join(dir, "uploads");
// The database and the uploads go with the file's tests: a run leaves nothing in the system's temp folder.
afterAll(() => rmSync(dir, { recursive: true, force: true }));
Object.assign(process.env, {
  DATABASE_URL,
  UPLOAD_DIR,
  SITE_URL: "https://www.example.test",
  SESSION_SECRET: "a-test-secret-that-is-long-enough-0123456789",
  BLOG_EDITOR_ENABLED: "true",
});

let counter = 0;
/** A fresh client address per call, so the sign-in rate limit of one test does not touch another. */
export const freshIp = () => `10.0.${Math.floor(++counter / 250)}.${counter % 250}`;

export function jsonRequest(method: string, url: string, body?: unknown, cookie?: string, ip = freshIp()): Request {
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  return new Request(`http://localhost:3000${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Gives this file's database the committed schema (a copy of the run's migrated template). */
export async function migrate(seed = false): Promise<void> {
  await migrateTestDatabase(DATABASE_URL);
  if (!seed) return;
  const { createPrismaClient } = await import("../../lib/db/create-client");
  const { seedDatabase } = await import("../../lib/seed/database");
  const prisma = createPrismaClient(DATABASE_URL);
  await seedDatabase(prisma);
  await prisma.$disconnect();
}

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
 * The file's own client and staff auth for making accounts, made once: each Prisma client costs
 * half a second to start. TEST_PASSWORD is hashed once per file (scrypt, a few hundred ms each time):
 * every account made here gets that hash, as if each had been given the same password.
 */
let harness: Promise<{ prisma: PrismaClient; auth: StaffAuth }> | undefined;
function harnessAuth() {
  harness ??= (async () => {
    const { createPrismaClient } = await import("../../lib/db/create-client");
    const { createStaffAuth } = await import("../../lib/auth/create-auth");
    const prisma = createPrismaClient(DATABASE_URL);
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
afterAll(async () => {
  if (harness) await (await harness).prisma.$disconnect();
});

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
  const id = await makeAccount(name, role);
  if (role === "admin" && !authenticatorKeys.has(staffEmail(name))) await setUpTwoFactor(staffEmail(name));
  return id;
}

async function makeAccount(name: string, role: StaffRole): Promise<string> {
  const { createAccount } = await import("../../lib/auth/accounts");
  const { prisma, auth } = await harnessAuth();
  const email = staffEmail(name);
  const existing = await prisma.staffUser.findUnique({ where: { email } });
  if (existing) return existing.id;
  return (await createAccount(auth, { email, role, name, password: TEST_PASSWORD })).id;
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
 * This file's staff sessions: its database is migrated (with `seed`, seeded) before its tests, then each
 * account signed in as [name, role]; the returned cookies, by key, hold from the file's first test on.
 */
export function setupStaffSessions<Key extends string>(
  accounts: Record<Key, [name: string, role: StaffRole]>,
  options: { seed?: boolean } = {},
): Record<Key, string> {
  const cookies = {} as Record<Key, string>;
  beforeAll(async () => {
    await migrate(options.seed);
    for (const [key, [name, role]] of Object.entries(accounts) as [Key, [string, StaffRole]][])
      cookies[key] = await signInAs(name, role);
  });
  return cookies;
}

export const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });

/** The list fields of a small post in `lang` titled `title`, naming its other-language version if given. */
export const postCard = (lang: "ko" | "en", title: string, translation?: string) => ({
  title,
  category: "tutorial",
  summary: "",
  lang,
  ...(translation ? { translation } : {}),
});

/** A body of one paragraph. */
export const oneParagraph = (text = "본문입니다.") => ({ sections: [[{ type: "paragraph", text }]] });

/** A post made through POST /api/blog-posts by `cookie`'s editor: 201, or the test fails. */
export async function createPost(cookie: string, id: string, card: object, content: object = oneParagraph()) {
  const { POST } = await import("../../app/api/blog-posts/route");
  const payload = { id, data_list: card, data_content: content };
  expect((await POST(jsonRequest("POST", "/api/blog-posts", payload, cookie))).status).toBe(201);
}

/** A post's `updated_at` as the editor reads it: the `base_updated_at` every save must send. */
export async function baseVersion(id: string, cookie: string): Promise<string> {
  const { GET } = await import("../../app/api/blog-posts/[key]/route");
  const response = await GET(jsonRequest("GET", `/api/blog-posts/${id}`, undefined, cookie), params({ key: id }));
  return ((await response.json()) as { data: { updated_at: string } }).data.updated_at;
}

/**
 * Contact-form leads (by default Ann, Bo, Cy at acme.test) sent through the real route; their submission
 * ids, oldest first. The staff tests that work leads start from these.
 */
export async function submitContactLeads(
  prisma: PrismaClient,
  names = ["Ann Lee", "Bo Kim", "Cy Park"],
): Promise<number[]> {
  const { POST } = await import("../../app/api/main/email/route");
  const { jsonPost } = await import("../support/api-request");
  for (const name of names) {
    const body = {
      tag: "Contact",
      company: "Acme",
      name,
      email: `${name.split(" ")[0]!.toLowerCase()}@acme.test`,
      purpose: "billing",
      message: "Call me",
      privacyConsent: true,
    };
    const response = await POST(jsonPost("/api/main/email", body));
    if (response.status !== 201) throw new Error(`the contact route answered ${response.status}`);
  }
  const rows = await prisma.submission.findMany({ where: { kind: "contact" }, orderBy: { id: "asc" } });
  return rows.map((row) => row.sourceId);
}
