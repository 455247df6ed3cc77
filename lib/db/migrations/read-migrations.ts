import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { MigrationDirectory, MigrationList } from "@prisma/schema-engine-wasm";
import type { DatabaseProvider } from "../provider";

export const MIGRATION_FILE = "migration.sql";
export const LOCKFILE = "migration_lock.toml";

/**
 * Each provider's schema and migrations, relative to the working directory like the Prisma CLI's (see
 * prisma.config.ts). The PostgreSQL schema is derived from the SQLite one (scripts/prisma-generate.mjs);
 * each provider has its own migration history, since their SQL differs.
 */
export const PROVIDER_PATHS: Record<DatabaseProvider, { schema: string; migrations: string }> = {
  sqlite: { schema: "prisma/schema.prisma", migrations: "prisma/migrations" },
  postgresql: { schema: "prisma/postgres/schema.prisma", migrations: "prisma/postgres/migrations" },
};

export function defaultMigrationsDir(provider: DatabaseProvider = "sqlite"): string {
  return path.resolve(PROVIDER_PATHS[provider].migrations);
}

/**
 * Reads `<dir>/<timestamp>_<name>/migration.sql` folders and `migration_lock.toml` into the schema engine's
 * `migrationsList` input, the same way the Prisma CLI does (so both order and error reporting match
 * `prisma migrate deploy`): every sub-folder counts, a folder without a readable migration.sql is kept as
 * an `error` entry (the engine's shape for it), and folders are sorted by name (the timestamp prefix orders them).
 */
export async function readMigrations(migrationsDir: string): Promise<MigrationList> {
  const baseDir = path.resolve(migrationsDir);
  const lockfileContent = await readOptional(path.join(baseDir, LOCKFILE));
  const entries = await readdir(baseDir, { withFileTypes: true }).catch((error: unknown) => {
    // No migrations folder yet is a valid, empty history (first run of new-migration).
    if (isNotFound(error)) return [];
    throw error;
  });

  const migrationDirectories: MigrationDirectory[] = [];
  for (const entry of entries.filter((e) => e.isDirectory())) {
    const content = await readFile(path.join(baseDir, entry.name, MIGRATION_FILE), "utf8").then(
      (value) => ({ tag: "ok" as const, value }),
      (error: unknown) => ({ tag: "error" as const, value: String(error) }),
    );
    migrationDirectories.push({ path: entry.name, migrationFile: { path: MIGRATION_FILE, content } });
  }
  migrationDirectories.sort((a, b) => a.path.localeCompare(b.path));

  return {
    baseDir,
    lockfile: { path: LOCKFILE, content: lockfileContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

/** The folder names, in the order the engine applies them. */
export function migrationNames(list: MigrationList): string[] {
  return list.migrationDirectories.map((m) => m.path);
}

async function readOptional(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Duck-typed: under Jest, errors from node:fs come from another realm and fail `instanceof Error`. */
function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT";
}
