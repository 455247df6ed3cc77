// The committed migrations, and a database of its own on the test server for a PostgreSQL migration test.
import { readdir } from "node:fs/promises";
import path from "node:path";

/** The SQLite migrations, relative to the working directory like the code under test. */
export const MIGRATIONS_DIR = path.resolve("prisma/migrations");

/** The migration folders' names in `source`, oldest first. */
export async function migrationNames(source = MIGRATIONS_DIR): Promise<string[]> {
  const entries = await readdir(source, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A new PostgreSQL database on the test server (`TEST_POSTGRES_URL`) for a migration test, named after it. */
export function postgresDatabaseUrl(prefix: string): string {
  const target = new URL(process.env.TEST_POSTGRES_URL ?? "");
  target.pathname = `/${prefix}_${Date.now()}`;
  return target.toString();
}
