// Where a test file's database lives: a SQLite file in the test's temp folder, or, when `npm test` runs
// the suite again on PostgreSQL (TEST_DATABASE_PROVIDER=postgresql, TEST_POSTGRES_URL set by
// scripts/test-all.ts), a database of its own on the throwaway cluster (applyMigrations creates it).
import { randomBytes } from "node:crypto";
import path from "node:path";

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
