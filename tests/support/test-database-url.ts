// Where a test file's database lives: a SQLite file in the test's temp folder, or, when `npm test` runs
// the suite again on PostgreSQL (TEST_DATABASE_PROVIDER=postgresql, TEST_POSTGRES_URL set by
// scripts/test-all.ts), a database of its own on the throwaway cluster (applyMigrations creates it).
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export const onPostgres = process.env.TEST_DATABASE_PROVIDER === "postgresql";

export function testDatabaseUrl(dir: string): string {
  return onPostgres ? postgresTestDatabaseUrl() : `file:${path.join(dir, "site.db")}`;
}

/** A database name of its own on the test cluster (created by applyMigrations on first use). */
export function postgresTestDatabaseUrl(): string {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) throw new Error("the PostgreSQL tests need TEST_POSTGRES_URL (npm test sets it)");
  const url = new URL(server);
  url.pathname = `/test_${randomBytes(6).toString("hex")}`;
  return url.toString();
}

/** `describe` for tests of SQLite's own behaviour (its file, its locks): skipped in the PostgreSQL run. */
export const describeOnSqlite = (name: string, body: () => void) => (onPostgres ? describe.skip : describe)(name, body);

/**
 * Gives the (new) database at `url` the committed schema: a copy of the run's migrated template
 * (tests/support/migrated-template.ts) when Jest made one, else the migrations applied to it.
 */
export async function migrateTestDatabase(url: string): Promise<void> {
  const template = process.env.TEST_TEMPLATE_DATABASE_URL;
  if (!template || template.startsWith("file:") === onPostgres) {
    const { applyMigrations } = await import("../../lib/db/migrations/apply");
    await applyMigrations(url);
    return;
  }
  if (!onPostgres) {
    const file = path.resolve(url.replace(/^file:/, ""));
    mkdirSync(path.dirname(file), { recursive: true });
    copyFileSync(template.slice("file:".length), file);
    return;
  }
  const name = new URL(url).pathname.slice(1);
  await onMaintenanceDatabase(template, `CREATE DATABASE "${name}" TEMPLATE "${new URL(template).pathname.slice(1)}"`);
}

/** Runs `sql` on the maintenance database (`postgres`) of the server `url` is on: how a database is made or dropped. */
export async function onMaintenanceDatabase(url: string, sql: string): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
