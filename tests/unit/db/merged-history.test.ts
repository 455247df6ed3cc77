/** @jest-environment node */
// Before launch the migrations were merged into one baseline (docs/database.md). A database migrated by the
// old history must be carried over without running anything; any other that recorded part of it, refused as is.
import { createHash } from "node:crypto";
import { cp, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import { applyMigrations } from "@/lib/db/migrations/apply";
import mergedHistory from "@/prisma/merged-history.json";
import { defaultMigrationsDir } from "@/lib/db/migrations/read-migrations";
import type { DatabaseProvider } from "@/lib/db/provider";
import { temporaryDir } from "../../support/temp-dir";
import { migrationNames, postgresDatabaseUrl } from "./support/migration-folders";

const BASELINE = "20261129194700_init";
const LAST = "20261128230000_pipeline_value";

const tmp = temporaryDir("merged-history-", "test");

const providers: [DatabaseProvider, () => string][] = [
  ["sqlite", () => `file:${path.join(tmp(), "site.db")}`],
  ...(process.env.TEST_POSTGRES_URL
    ? [["postgresql", () => postgresDatabaseUrl("merged_history")] as [DatabaseProvider, () => string]]
    : []),
];

/** Opens a client for one step and closes it, so that the migrations find the SQLite file free. */
async function withClient<T>(url: string, work: (client: PrismaClient) => Promise<T>): Promise<T> {
  const client = createPrismaClient(url);
  try {
    return await work(client);
  } finally {
    await client.$disconnect();
  }
}

type Row = { name: string; checksum: string; finished: boolean };

/** The provider's migrations up to the baseline: the schema the old history ended with. */
async function baselineOnly(provider: DatabaseProvider): Promise<string> {
  const dir = path.join(tmp(), `${provider}-baseline`);
  await cp(defaultMigrationsDir(provider), dir, {
    recursive: true,
    filter: (source) => !/\/\d{14}_/.test(source) || source.includes(BASELINE),
  });
  return dir;
}

/**
 * A database with the old history's schema (the baseline's: a migration written after it may change the
 * schema) and a row, whose history is `rows` (as a migration run records them).
 */
async function migratedBy(provider: DatabaseProvider, url: string, rows: Row[]): Promise<void> {
  await applyMigrations(url, { migrationsDir: await baselineOnly(provider) });
  await withClient(url, async (client) => {
    await client.newsItem.create({ data: { source: "s", title: "kept", description: "d", url: "u" } });
    await client.$executeRawUnsafe("DELETE FROM _prisma_migrations");
    for (const [i, { name, checksum, finished }] of rows.entries())
      await client.$executeRawUnsafe(
        "INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count) " +
          `VALUES ('row-${i}', '${checksum}', '${name}', CURRENT_TIMESTAMP, ${finished ? "CURRENT_TIMESTAMP" : "NULL"}, 1)`,
      );
  });
}

const history = (url: string) =>
  withClient(url, async (client) =>
    (
      await client.$queryRawUnsafe<{ migration_name: string; checksum: string; finished_at: unknown }[]>(
        "SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name, finished_at",
      )
    ).map((row) => ({ name: row.migration_name, checksum: row.checksum, finished: row.finished_at != null })),
  );

describe.each(providers)("a %s database migrated before the merge", (provider, databaseUrl) => {
  // Every migration of the old history, as a database that ran them recorded it.
  const oldHistory: Row[] = Object.entries(mergedHistory[provider]).map(([name, checksum]) => ({
    name,
    checksum,
    finished: true,
  }));
  const recorded = async (name: string) => ({
    name,
    checksum: createHash("sha256")
      .update(await readFile(path.join(defaultMigrationsDir(provider), name, "migration.sql")))
      .digest("hex"),
    finished: true,
  });
  const baselineRow = () => recorded(BASELINE);
  // The migrations written after the merge, which a carried-over database then gets as any other.
  const later = async () =>
    (await migrationNames(defaultMigrationsDir(provider))).filter((name) => name.localeCompare(BASELINE) > 0);
  const laterRows = async () => Promise.all((await later()).map(recorded));

  it("gets the baseline recorded in place of the old history, with nothing of it run and its rows kept", async () => {
    const url = databaseUrl();
    await migratedBy(provider, url, oldHistory);
    const lines: string[] = [];

    const { applied } = await applyMigrations(url, { log: (line) => lines.push(line) });

    expect(applied).toEqual(await later());
    expect(lines).toContain(
      `Recorded migration ${BASELINE} in place of the ${oldHistory.length} migrations merged into it`,
    );
    expect(await history(url)).toEqual([await baselineRow(), ...(await laterRows())]);
    const titles = await withClient(url, (client) => client.newsItem.findMany());
    expect(titles.map((item) => item.title)).toEqual(["kept"]);
    // The next start finds it up to date, as any other.
    expect((await applyMigrations(url)).applied).toEqual([]);
  });

  it("is carried over after a failed try at the baseline (`prisma migrate deploy` on it)", async () => {
    const url = databaseUrl();
    await migratedBy(provider, url, [...oldHistory, { ...(await baselineRow()), finished: false }]);

    await expect(applyMigrations(url)).resolves.toEqual({ applied: await later() });

    expect(await history(url)).toEqual([await baselineRow(), ...(await laterRows())]);
  });

  it("is refused, unchanged, when it stopped partway through the old history", async () => {
    const url = databaseUrl();
    const partway = oldHistory.filter((row) => row.name !== LAST);
    await migratedBy(provider, url, partway);

    await expect(applyMigrations(url)).rejects.toThrow(
      `of the migrations since merged into \`${BASELINE}\`, it has not finished \`${LAST}\`, or recorded another ` +
        "script for it. Bring it to the end of that history with the release before the merge (git worktree add " +
        "../site-617c5cc 617c5cc;",
    );

    expect(await history(url)).toEqual(partway);
  });

  it("is refused, unchanged, when one of its old migrations ran another script", async () => {
    const url = databaseUrl();
    const edited = oldHistory.map((row, i) => (i === 3 ? { ...row, checksum: "0".repeat(64) } : row));
    await migratedBy(provider, url, edited);

    await expect(applyMigrations(url)).rejects.toThrow(`it has not finished \`${oldHistory[3]?.name}\`, or recorded`);

    expect(await history(url)).toEqual(edited);
  });
});
