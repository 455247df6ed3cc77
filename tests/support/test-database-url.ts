// Where a test file's database lives: a SQLite file in the test's temp folder, or, when `npm test` runs
// the suite again on PostgreSQL (TEST_DATABASE_PROVIDER=postgresql, TEST_POSTGRES_URL set by
// scripts/test-all.ts), a database of its own on the throwaway cluster (applyMigrations creates it).
import { randomBytes } from "node:crypto";
import path from "node:path";

export const onPostgres = process.env.TEST_DATABASE_PROVIDER === "postgresql";

export function testDatabaseUrl(dir: string): string {
  if (!onPostgres) return `file:${path.join(dir, "site.db")}`;
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) throw new Error("TEST_DATABASE_PROVIDER=postgresql needs TEST_POSTGRES_URL");
  const url = new URL(server);
  url.pathname = `/test_${randomBytes(6).toString("hex")}`;
  return url.toString();
}

/** `describe` for tests of SQLite's own behaviour (its file, its locks): skipped in the PostgreSQL run. */
export const describeOnSqlite = onPostgres ? describe.skip : describe;
