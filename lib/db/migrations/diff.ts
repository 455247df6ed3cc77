import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NO_FILTERS, withSchemaEngine } from "./load-engine";
import { defaultMigrationsDir, readMigrations } from "./read-migrations";

export interface DiffOptions {
  /** Default: prisma/migrations, relative to the working directory. */
  migrationsDir?: string;
  /** Default: prisma/schema.prisma, relative to the working directory. */
  schemaPath?: string;
  log?: (line: string) => void;
}

/** The engine's `exitCode` for a non-empty diff when asked for one (as `prisma migrate diff --exit-code`). */
const DIFF_NOT_EMPTY = 2;

/**
 * The SQL that takes a database built from the committed migrations to the current schema.prisma, i.e. the
 * next migration to write; "" when the schema has no changes.
 *
 * This is what `prisma migrate dev --create-only` computes, done without its shadow database, which the wasm
 * engine cannot use on SQLite: `createMigration` fails with "SQLite shadow DB must be provided through an
 * external factory", and `diff` from `{ tag: "migrations" }` fails because the engine sends each migration
 * script to the shadow connection through `executeRaw`, which better-sqlite3 refuses for more than one
 * statement. So we apply the migrations to a scratch SQLite file and diff that database against the datamodel.
 */
export async function diffSchemaToMigrations(options: DiffOptions = {}): Promise<string> {
  const migrationsList = await readMigrations(options.migrationsDir ?? defaultMigrationsDir());
  // A private folder, so that the scratch file's -wal/-journal companions go away with it.
  const scratchDir = await mkdtemp(path.join(os.tmpdir(), "migration-diff-"));
  try {
    const databaseUrl = `file:${path.join(scratchDir, "scratch.db")}`;
    return await withSchemaEngine(
      { databaseUrl, schemaPath: options.schemaPath, log: options.log },
      async (engine, schema) => {
        await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
        const result = await engine.diff({
          // "schemaDatasource" = the database the engine is connected to, i.e. the scratch file via the adapter.
          // ("url" targets are rejected by this engine version.)
          from: { tag: "schemaDatasource", files: [schema], configDir: path.dirname(path.resolve(schema.path)) },
          to: { tag: "schemaDatamodel", files: [schema] },
          script: true,
          exitCode: true,
          filters: NO_FILTERS,
        });
        // An empty diff still comes back as the script "-- This is an empty migration."
        return result.exitCode === DIFF_NOT_EMPTY ? (result.stdout ?? "") : "";
      },
    );
  } finally {
    await rm(scratchDir, { recursive: true, force: true });
  }
}
