// Jest's globalSetup and globalTeardown: the committed migrations are applied ONCE per run, to a template
// database (a SQLite file in a temp folder, or a database on the PostgreSQL test cluster); each test file
// then copies it (tests/support/test-database-url.ts, migrateTestDatabase) instead of running the schema
// engine again, which took 3-6 s per file. The migrations themselves are tested in tests/unit/db.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { onMaintenanceDatabase } from "./test-database-url";
import { applyMigrations } from "../../lib/db/migrations/apply";

export const TEMPLATE_ENV = "TEST_TEMPLATE_DATABASE_URL";

export default async function globalSetup(): Promise<void> {
  const onPostgres = process.env.TEST_DATABASE_PROVIDER === "postgresql";
  let url: string;
  if (onPostgres) {
    const server = process.env.TEST_POSTGRES_URL;
    // Without a server the tests themselves name what is missing.
    if (!server) return;
    const template = new URL(server);
    template.pathname = `/template_${randomBytes(6).toString("hex")}`;
    url = template.toString();
  } else {
    url = `file:${path.join(mkdtempSync(path.join(os.tmpdir(), "jest-template-")), "site.db")}`;
  }
  await applyMigrations(url);
  // Read by the workers, which Jest starts after this (they inherit the environment).
  process.env[TEMPLATE_ENV] = url;
}

export async function globalTeardown(): Promise<void> {
  const url = process.env[TEMPLATE_ENV];
  if (!url) return;
  delete process.env[TEMPLATE_ENV];
  if (url.startsWith("file:")) {
    rmSync(path.dirname(url.slice("file:".length)), { recursive: true, force: true });
    return;
  }
  await onMaintenanceDatabase(url, `DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}"`);
}
