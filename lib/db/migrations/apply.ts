import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import type { DiagnoseMigrationHistoryOutput, MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";
import { databaseProvider, type DatabaseProvider } from "../provider";
import { NO_FILTERS, withSchemaEngine } from "./load-engine";
import { defaultMigrationsDir, migrationNames, readMigrations } from "./read-migrations";

export interface ApplyMigrationsOptions {
  /** Default: the provider's (prisma/migrations or prisma/postgres/migrations), relative to the working directory. */
  migrationsDir?: string;
  /** Default: the provider's schema, relative to the working directory. */
  schemaPath?: string;
  log?: (line: string) => void;
}

/** `prisma migrate deploy`, offline, refusing a diverged history; returns the names applied (docs/database.md). */
export async function applyMigrations(
  databaseUrl: string,
  options: ApplyMigrationsOptions = {},
): Promise<{ applied: string[] }> {
  const log = options.log ?? (() => undefined);
  const provider = databaseProvider(databaseUrl);
  const file = provider === "sqlite" ? sqliteFilePath(databaseUrl) : undefined;
  if (file) await mkdir(path.dirname(file), { recursive: true });
  else await createPostgresDatabaseIfMissing(databaseUrl);
  const target = file ?? redactPassword(databaseUrl);
  const migrationsList = await readMigrations(options.migrationsDir ?? defaultMigrationsDir(provider));
  assertMigrationFilesReadable(migrationsList);
  // Through the driver adapter, diagnoseMigrationHistory fails (P1014) instead of reporting
  // `hasMigrationsTable: false`, so a database without history is not asked.
  const hasHistory = await hasMigrationsTable(databaseUrl, file);
  if (hasHistory) await carryOverMergedHistory(databaseUrl, file, migrationsList, target, log);

  const applied = await withSchemaEngine(
    { databaseUrl: file ? `file:${file}` : databaseUrl, schemaPath: options.schemaPath, log },
    async (engine) => {
      if (hasHistory) {
        const diagnosis = await engine.diagnoseMigrationHistory({
          migrationsList,
          optInToShadowDatabase: false,
          filters: NO_FILTERS,
        });
        assertHistoryNotDiverged(diagnosis, migrationsList, target);
      }
      // Failed migrations are refused by the engine itself (P3009), with the name and the way out.
      try {
        const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
        return appliedMigrationNames;
      } catch (error) {
        throw await nameFailedMigration(engine, migrationsList, target, error);
      }
    },
  );

  if (file) enableWal(file);
  if (applied.length === 0) log(`Database ${target} is up to date.`);
  for (const name of applied) log(`Applied migration ${name}`);
  return { applied };
}

/**
 * `file:./data/site.db` or a plain path → absolute path. Relative paths are taken from the working directory,
 * as the better-sqlite3 adapter does at runtime, so migrations and the app open the same file.
 */
export function sqliteFilePath(databaseUrl: string): string {
  const location = databaseUrl.replace(/^file:/, "").replace(/\?.*$/, "");
  if (location === "" || location === ":memory:") {
    throw new Error(`applyMigrations needs a SQLite file, got "${databaseUrl}"`);
  }
  return path.resolve(location);
}

/** The engine would report "Could not find the migration file at migration.sql", without the folder. */
function assertMigrationFilesReadable(migrationsList: MigrationList): void {
  for (const { path: folder, migrationFile } of migrationsList.migrationDirectories) {
    if (migrationFile.content.tag === "error") {
      throw new Error(
        `Migration folder ${folder} has no readable ${migrationFile.path}: ${migrationFile.content.value}`,
      );
    }
  }
}

/** Edited or removed applied migrations: refuse, naming them. Pending (even out-of-order) ones are fine. */
function assertHistoryNotDiverged(
  diagnosis: DiagnoseMigrationHistoryOutput,
  migrationsList: MigrationList,
  target: string,
): void {
  const onDisk = new Set(migrationNames(migrationsList));
  const history = diagnosis.history;
  // After the last common migration the engine lists the database's side as "unpersisted"; those still on disk
  // are merely out of order relative to a newer local migration (what `migrate deploy` accepts).
  const dbOnly =
    history?.diagnostic === "migrationsDirectoryIsBehind" || history?.diagnostic === "historiesDiverge"
      ? history.unpersistedMigrationNames.filter((name) => !onDisk.has(name))
      : [];
  const problems = [
    ...diagnosis.editedMigrationNames.map((name) => `\`${name}\` was modified after it was applied`),
    ...dbOnly.map((name) => `\`${name}\` is applied to the database but missing from ${migrationsList.baseDir}`),
  ];
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to migrate ${target}: its migration history diverges from ${migrationsList.baseDir}.\n` +
      problems.map((problem) => `  - ${problem}`).join("\n") +
      "\nRestore the applied migration.sql files (e.g. from git) and put schema changes in a new migration " +
      "(npm run db:new-migration <name>). Nothing was changed.",
  );
}

async function createPostgresDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name || name === "postgres") return;
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (rowCount) return;
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`).catch((error: unknown) => {
      // Another process (a second instance starting at the same moment) made it first.
      if (!(typeof error === "object" && error !== null && "code" in error && error.code === "42P04")) throw error;
    });
  } finally {
    await client.end();
  }
}

/** postgresql://user:secret@host/db → postgresql://user:***@host/db, for messages and logs. */
function redactPassword(databaseUrl: string): string {
  return databaseUrl.replace(/(\/\/[^:/@]+):[^@]*@/, "$1:***@");
}

async function hasMigrationsTable(databaseUrl: string, file: string | undefined): Promise<boolean> {
  const rows = await query(
    databaseUrl,
    file,
    file
      ? "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'"
      : "SELECT 1 FROM pg_class WHERE oid = to_regclass('_prisma_migrations')",
  );
  return rows.length > 0;
}

/**
 * Before launch, each provider's migrations were merged into one baseline that builds the same schema
 * (docs/database.md); MERGED_HISTORY_FILE names them with the checksums a database recorded. A database that
 * recorded every one of them, finished and unedited, gets the baseline recorded in their place; any other that
 * recorded some is refused unchanged, since only the release before the merge can finish or judge it.
 */
async function carryOverMergedHistory(
  databaseUrl: string,
  file: string | undefined,
  migrationsList: MigrationList,
  target: string,
  log: (line: string) => void,
): Promise<void> {
  const mergedHistory = JSON.parse(await readFile(path.resolve(MERGED_HISTORY_FILE), "utf8")) as MergedHistory;
  const { baseline, releaseBefore } = mergedHistory;
  const merged = mergedHistory[databaseProvider(databaseUrl)];
  const baselineFile = migrationsList.migrationDirectories.find((folder) => folder.path === baseline)?.migrationFile;
  if (baselineFile?.content.tag !== "ok") return;
  const recorded = await query<HistoryRow>(
    databaseUrl,
    file,
    "SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations",
  );
  const done = (row: HistoryRow) => row.finished_at != null && row.rolled_back_at == null;
  if (!recorded.some((row) => row.migration_name in merged)) return;
  const missing = Object.entries(merged)
    .filter(
      ([name, checksum]) =>
        !recorded.some((row) => row.migration_name === name && row.checksum === checksum && done(row)),
    )
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(
      `Refusing to migrate ${target}: of the migrations since merged into \`${baseline}\`, it has not finished ` +
        `\`${missing[0]}\`${missing.length > 1 ? ` and ${missing.length - 1} more` : ""}, or recorded another script ` +
        `for it. Bring it to the end of that history with the release before the merge (git worktree add ` +
        `../site-${releaseBefore} ${releaseBefore}; there: npm install, then npm run db:migrate with the same ` +
        "DATABASE_URL), then run this again. Nothing was changed.",
    );
  }
  // The row `prisma migrate resolve --applied` writes (checksum: the SHA-256 of the script), in one transaction
  // with the removal of the rows it replaces and of a failed try at the baseline (as `prisma migrate deploy`
  // would make on this database); never twice.
  const names = Object.keys(merged)
    .map((name) => `'${name}'`)
    .join(", ");
  const checksum = createHash("sha256").update(baselineFile.content.value).digest("hex");
  const now = new Date().toISOString().replace("Z", "+00:00");
  const [removed = 0, , added = 0] = await inTransaction(databaseUrl, file, [
    `DELETE FROM _prisma_migrations WHERE migration_name IN (${names})`,
    `DELETE FROM _prisma_migrations WHERE migration_name = '${baseline}' AND finished_at IS NULL`,
    "INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count) " +
      `SELECT '${randomUUID()}', '${checksum}', '${baseline}', '${now}', '${now}', 1 WHERE NOT EXISTS ` +
      `(SELECT 1 FROM _prisma_migrations WHERE migration_name = '${baseline}')`,
  ]);
  if (added > 0) log(`Recorded migration ${baseline} in place of the ${removed} migrations merged into it`);
}

/** Relative to the working directory, like the migrations it speaks of (read-migrations.ts). */
const MERGED_HISTORY_FILE = "prisma/merged-history.json";

/** The baseline, the release before the merge, and each provider's merged migrations with their checksums. */
type MergedHistory = { baseline: string; releaseBefore: string } & Record<DatabaseProvider, Record<string, string>>;

interface HistoryRow {
  migration_name: string;
  checksum: string;
  finished_at: unknown;
  rolled_back_at: unknown;
}

/** A query through the provider's own driver, outside the engine. */
function query<Row>(databaseUrl: string, file: string | undefined, sql: string): Promise<Row[]> {
  return onDatabase(databaseUrl, file, {
    postgres: async (client) => (await client.query(sql)).rows as Row[],
    sqlite: (db) => db.prepare(sql).all() as Row[],
  });
}

/** Statements run in one transaction through the provider's own driver; the rows each changed. */
function inTransaction(databaseUrl: string, file: string | undefined, statements: string[]): Promise<number[]> {
  return onDatabase(databaseUrl, file, {
    async postgres(client) {
      await client.query("BEGIN");
      try {
        const changed: number[] = [];
        for (const statement of statements) changed.push((await client.query(statement)).rowCount ?? 0);
        await client.query("COMMIT");
        return changed;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined); // the error that made it fail is the one to report
        throw error;
      }
    },
    sqlite: (db) => db.transaction(() => statements.map((statement) => db.prepare(statement).run().changes))(),
  });
}

/** Runs `work` on a connection of its own (PostgreSQL, or the SQLite `file`), closed afterwards. */
async function onDatabase<T>(
  databaseUrl: string,
  file: string | undefined,
  work: { postgres(client: pg.Client): Promise<T>; sqlite(db: Database.Database): T },
): Promise<T> {
  if (!file) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work.postgres(client);
    } finally {
      await client.end();
    }
  }
  const db = new Database(file);
  try {
    return work.sqlite(db);
  } finally {
    db.close();
  }
}

/**
 * When a migration script fails, the engine's message is SQLite's ("The underlying table for model `x` does not
 * exist.") without the migration's name; add it. The P3009 refusal of an earlier failure already names it.
 */
async function nameFailedMigration(
  engine: SchemaEngine,
  migrationsList: MigrationList,
  target: string,
  error: unknown,
): Promise<unknown> {
  if (typeof error === "object" && error !== null && "code" in error && error.code === "P3009") return error;
  const failed = await engine
    .diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: NO_FILTERS })
    .then(
      (diagnosis) => diagnosis.failedMigrationNames,
      (): string[] => [], // the original error matters more than why we could not name the migration
    );
  if (failed.length === 0) return error;
  return new Error(`Migration ${failed.join(", ")} failed on ${target}: ${errorMessage(error)}`, { cause: error });
}

function errorMessage(error: unknown): string {
  return typeof error === "object" && error !== null && "message" in error ? String(error.message) : String(error);
}

/** WAL is recorded in the file itself, so every later connection (the app's included) gets it. */
function enableWal(file: string): void {
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
  } finally {
    db.close();
  }
}
