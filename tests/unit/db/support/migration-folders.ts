// The committed migrations, read and copied the way the migration tests stage a database's history.
import { cp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import { applyMigrations } from "@/lib/db/migrations/apply";
import { defaultMigrationsDir } from "@/lib/db/migrations/read-migrations";
import type { DatabaseProvider } from "@/lib/db/provider";

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

/** Copies the named migration folders, and the lock file beside them, from `source` into `dir`. */
export async function copyMigrationFolders(dir: string, names: string[], source = MIGRATIONS_DIR): Promise<void> {
  for (const name of names) await cp(path.join(source, name), path.join(dir, name), { recursive: true });
  await cp(path.join(source, "migration_lock.toml"), path.join(dir, "migration_lock.toml"));
}

/**
 * A SQLite database in `workDir` migrated up to, not including, the migration whose name matches
 * `target`, so a test can write rows the way the earlier code did; `applyTarget` then adds that
 * migration and applies it.
 */
export async function databaseBefore(workDir: string, target: RegExp) {
  const names = await migrationNames();
  const targetName = names.find((name) => target.test(name));
  if (!targetName) throw new Error(`no migration matches ${target}`);
  const dir = path.join(workDir, "migrations");
  await copyMigrationFolders(
    dir,
    names.filter((name) => name < targetName),
  );
  const file = path.join(workDir, "site.db");
  const url = `file:${file}`;
  await applyMigrations(url, { migrationsDir: dir });
  const applyTarget = async () => {
    await copyMigrationFolders(dir, [targetName]);
    return applyMigrations(url, { migrationsDir: dir });
  };
  return { file, applyTarget };
}

/** A row as the earlier code wrote it: [table, columns, values]. */
export type OldRow = [table: string, columns: string[], values: unknown[]];

/**
 * Stages a database's history at `url` (SQLite or PostgreSQL; the migrations are copied into `dir`): migrated up to the migration matching
 * `target`, given `rows` the way the earlier code wrote them (`sqliteValue` writes a value as it stood in
 * SQLite), then migrated again with the target, and with `later` every migration after it too. Returns
 * the migrations that second step applied and what `read` reads through today's client.
 */
export async function migrateOverOldRows<T>(
  provider: DatabaseProvider,
  url: string,
  dir: string,
  options: {
    target: RegExp;
    later: boolean;
    rows: OldRow[];
    sqliteValue: (value: unknown) => unknown;
    read: (prisma: PrismaClient) => Promise<T>;
  },
): Promise<{ applied: string[]; read: T }> {
  const { target } = options;
  const source = defaultMigrationsDir(provider);
  const names = await migrationNames(source);
  const targetName = names.find((name) => target.test(name));
  if (!targetName) throw new Error(`no migration matching ${target} in ${source}`);
  await copyMigrationFolders(
    dir,
    names.filter((name) => name < targetName),
    source,
  );
  await applyMigrations(url, { migrationsDir: dir });
  await insertRows(provider, url, options.rows, options.sqliteValue);
  await rm(dir, { recursive: true });
  await copyMigrationFolders(
    dir,
    names.filter((name) => options.later || name <= targetName),
    source,
  );
  const { applied } = await applyMigrations(url, { migrationsDir: dir });
  const prisma = createPrismaClient(url);
  try {
    return { applied, read: await options.read(prisma) };
  } finally {
    await prisma.$disconnect();
  }
}

async function insertRows(
  provider: DatabaseProvider,
  url: string,
  rows: OldRow[],
  sqliteValue: (value: unknown) => unknown,
): Promise<void> {
  const statement = (table: string, columns: string[], placeholder: (i: number) => string) =>
    `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map((_, i) => placeholder(i)).join(", ")})`;
  if (provider === "sqlite") {
    const db = new Database(url.slice("file:".length));
    try {
      for (const [table, columns, values] of rows)
        db.prepare(statement(table, columns, () => "?")).run(...values.map(sqliteValue));
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [table, columns, values] of rows)
      await client.query(
        statement(table, columns, (i) => `$${i + 1}`),
        values,
      );
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database on the test server (`TEST_POSTGRES_URL`) for a migration test, named after it. */
export function postgresDatabaseUrl(prefix: string): string {
  const target = new URL(process.env.TEST_POSTGRES_URL ?? "");
  target.pathname = `/${prefix}_${Date.now()}`;
  return target.toString();
}
