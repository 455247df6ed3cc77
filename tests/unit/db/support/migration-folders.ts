// The committed migrations, read and copied the way the migration tests stage a database's history.
import { cp, readdir } from "node:fs/promises";
import path from "node:path";
import { applyMigrations } from "@/lib/db/migrations/apply";

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
