// Shared set-up of the blog, news and staff API tests: import it FIRST, so the environment is set
// before lib/config/env reads it. Each Jest test file gets its own temp database and module registry.
// The staff accounts and sign-ins made on that database are in ./staff-harness.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "@jest/globals";
// The client module reads no settings: it may load before the environment below is set.
import { createPrismaClient, type PrismaClient } from "../../lib/db/create-client";
import { migrateTestDatabase, testDatabaseUrl } from "../support/test-database-url";

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

/** `request` as the back office's pages send it in English: the response's words are English too. */
export const inEnglish = (request: Request) => {
  request.headers.set("x-locale", "en");
  return request;
};

/** The file's one Prisma client, for its tests and for making accounts: each client costs half a second to start. */
let client: PrismaClient | undefined;
export const fileClient = () => (client ??= createPrismaClient(DATABASE_URL));
afterAll(async () => {
  await client?.$disconnect();
});

/** Gives this file's database the committed schema (a copy of the run's migrated template). */
async function migrate(seed = false): Promise<void> {
  await migrateTestDatabase(DATABASE_URL);
  if (!seed) return;
  const { seedDatabase } = await import("../../lib/seed/database");
  await seedDatabase(fileClient());
}

let databaseSetUp = false;
/** Whether this file called setupTestDatabase: the staff sessions are made on its database. */
export const hasTestDatabase = () => databaseSetUp;
/**
 * This file's database, migrated (with `seed`, seeded) before its tests, and the file's client on it,
 * disconnected after them. Call it before the file's own `beforeAll`, which then finds the tables there.
 */
export function setupTestDatabase(options: { seed?: boolean } = {}): PrismaClient {
  databaseSetUp = true;
  beforeAll(() => migrate(options.seed), 60_000);
  return fileClient();
}

export const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });

/** A body of one paragraph. */
export const oneParagraph = (text = "본문입니다.") => ({ sections: [[{ type: "paragraph", text }]] });

type Lang = "ko" | "en";
/**
 * Small posts titled `titles[lang]`, made by the editor whose session `cookie()` gives (read when a post is
 * made): `card` is a post's list fields, naming its other-language version if given; `create` makes one
 * through POST /api/blog-posts (201, or the test fails), with a body of one paragraph unless given.
 */
export function smallPosts(titles: Record<Lang, string>, cookie: () => string) {
  const card = (lang: Lang, translation?: string) => ({
    title: titles[lang],
    category: "tutorial",
    summary: "",
    lang,
    ...(translation ? { translation } : {}),
  });
  const create = async (id: string, lang: Lang = "ko", translation?: string, content: object = oneParagraph()) => {
    const { POST } = await import("../../app/api/blog-posts/route");
    const payload = { id, data_list: card(lang, translation), data_content: content };
    expect((await POST(jsonRequest("POST", "/api/blog-posts", payload, cookie()))).status).toBe(201);
  };
  return { card, create };
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
