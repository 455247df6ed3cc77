// Shared set-up of the blog, news and staff API tests: import it FIRST, so the environment is set
// before lib/config/env reads it. Each Jest test file gets its own temp database and module registry.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "../../lib/auth/password-hash";
import { testDatabaseUrl } from "../support/test-database-url";

export const TEST_PASSWORD = "test-password-for-api-tests";
const dir = mkdtempSync(path.join(os.tmpdir(), "blog-api-"));
export const DATABASE_URL = testDatabaseUrl(dir);
Object.assign(process.env, {
  DATABASE_URL,
  SITE_URL: "https://www.example.test",
  SESSION_SECRET: "a-test-secret-that-is-long-enough-0123456789",
  // A low cost keeps the tests fast; the format is the production one.
  STAFF_PASSWORD_HASH: hashPassword(TEST_PASSWORD, { N: 1024, r: 8, p: 1 }),
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

/** Applies the committed migrations to this file's database. */
export async function migrate(seed = false): Promise<void> {
  const { applyMigrations } = await import("../../lib/db/migrations/apply");
  await applyMigrations(DATABASE_URL);
  if (!seed) return;
  const { createPrismaClient } = await import("../../lib/db/create-client");
  const { seedDatabase } = await import("../../lib/db/seed");
  const prisma = createPrismaClient(DATABASE_URL);
  await seedDatabase(prisma);
  await prisma.$disconnect();
}

/** Signs in through the real route and returns the `name=value` of the session cookie. */
export async function signInCookie(): Promise<string> {
  const { POST } = await import("../../app/api/staff/session/route");
  const response = await POST(jsonRequest("POST", "/api/staff/session", { password: TEST_PASSWORD }));
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0] ?? "";
}

export const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });
