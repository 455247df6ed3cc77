import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { DatabaseProvider } from "../provider";
import { NO_FILTERS, withSchemaEngine } from "./load-engine";
import { defaultMigrationsDir, migrationNames, PROVIDER_PATHS, readMigrations } from "./read-migrations";

export interface DiffOptions {
  /** Default: sqlite. */
  provider?: DatabaseProvider;
  /** PostgreSQL only: a server the engine can connect to (it starts with a connection; nothing is read). */
  postgresServerUrl?: string;
  /** Default: the provider's, relative to the working directory. */
  migrationsDir?: string;
  /** Default: the provider's schema, relative to the working directory. */
  schemaPath?: string;
  log?: (line: string) => void;
}

/** The engine's `exitCode` for a non-empty diff when asked for one (as `prisma migrate diff --exit-code`). */
const DIFF_NOT_EMPTY = 2;

/** Each PostgreSQL migration folder keeps, beside its SQL, the schema that SQL produces (see below). */
export const MIGRATION_SCHEMA_FILE = "schema.prisma";

/** The SQL of the next migration ("" when the schema has not changed), without the CLI's engine: docs/database.md. */
export async function diffSchemaToMigrations(options: DiffOptions = {}): Promise<string> {
  const provider = options.provider ?? "sqlite";
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir(provider);
  const migrationsList = await readMigrations(migrationsDir);
  const schemaPath = options.schemaPath ?? PROVIDER_PATHS[provider].schema;
  const diffScript = (result: { exitCode: number; stdout?: string | null }) =>
    // An empty diff still comes back as the script "-- This is an empty migration."
    result.exitCode === DIFF_NOT_EMPTY ? (result.stdout ?? "") : "";

  if (provider === "postgresql") {
    const last = migrationNames(migrationsList).at(-1);
    const previous = last && (await readFile(path.join(migrationsDir, last, MIGRATION_SCHEMA_FILE), "utf8"));
    if (!options.postgresServerUrl) throw new Error("A PostgreSQL migration needs a server to start the engine on");
    const databaseUrl = options.postgresServerUrl;
    return withSchemaEngine({ databaseUrl, schemaPath, log: options.log }, async (engine, schema) =>
      diffScript(
        await engine.diff({
          from: previous
            ? { tag: "schemaDatamodel", files: [{ path: `${last}/${MIGRATION_SCHEMA_FILE}`, content: previous }] }
            : { tag: "empty" },
          to: { tag: "schemaDatamodel", files: [schema] },
          script: true,
          exitCode: true,
          filters: NO_FILTERS,
        }),
      ),
    );
  }

  // A private folder, so that the scratch file's -wal/-journal companions go away with it.
  const scratchDir = await mkdtemp(path.join(os.tmpdir(), "migration-diff-"));
  try {
    const databaseUrl = `file:${path.join(scratchDir, "scratch.db")}`;
    return await withSchemaEngine({ databaseUrl, schemaPath, log: options.log }, async (engine, schema) => {
      await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
      return diffScript(
        await engine.diff({
          // "schemaDatasource" = the database the engine is connected to, i.e. the scratch file via the adapter.
          // ("url" targets are rejected by this engine version.)
          from: { tag: "schemaDatasource", files: [schema], configDir: path.dirname(path.resolve(schema.path)) },
          to: { tag: "schemaDatamodel", files: [schema] },
          script: true,
          exitCode: true,
          filters: NO_FILTERS,
        }),
      );
    });
  } finally {
    await rm(scratchDir, { recursive: true, force: true });
  }
}
