/** @jest-environment node */
// Before launch the migrations were merged into one baseline (docs/database.md). A database migrated by the
// old history must be carried over without running anything; one that stopped partway must be refused as is.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import { applyMigrations } from "@/lib/db/migrations/apply";
import { defaultMigrationsDir } from "@/lib/db/migrations/read-migrations";
import type { DatabaseProvider } from "@/lib/db/provider";
import { temporaryDir } from "../../support/temp-dir";
import { postgresDatabaseUrl } from "./support/migration-folders";

const BASELINE = "20261129194700_init";
// The first, one in the middle and the last of the merged history, as a database migrated by it records them.
const MERGED = ["20261122021814_init", "20261124164108_json_and_enum_columns", "20261128230000_pipeline_value"];

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

/** A database with today's schema and a row, whose history says the migrations of `names` built it. */
async function migratedBy(url: string, names: string[]): Promise<void> {
  await applyMigrations(url);
  await withClient(url, async (client) => {
    await client.newsItem.create({ data: { source: "s", title: "kept", description: "d", url: "u" } });
    await client.$executeRawUnsafe("DELETE FROM _prisma_migrations");
    for (const [i, name] of names.entries())
      await client.$executeRawUnsafe(
        "INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count) " +
          `VALUES ('old-${i}', 'old', '${name}', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, 1)`,
      );
  });
}

const history = (url: string) =>
  withClient(url, async (client) =>
    (
      await client.$queryRawUnsafe<{ migration_name: string; checksum: string; finished_at: unknown }[]>(
        "SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name",
      )
    ).map((row) => ({ name: row.migration_name, checksum: row.checksum, finished: row.finished_at != null })),
  );

describe.each(providers)("a %s database migrated before the merge", (provider, databaseUrl) => {
  it("gets the baseline recorded in place of the old history, with nothing run and its rows kept", async () => {
    const url = databaseUrl();
    await migratedBy(url, MERGED);
    const lines: string[] = [];

    const { applied } = await applyMigrations(url, { log: (line) => lines.push(line) });

    expect(applied).toEqual([]);
    expect(lines).toContain(`Recorded migration ${BASELINE} in place of the 3 migrations merged into it`);
    const sql = await readFile(path.join(defaultMigrationsDir(provider), BASELINE, "migration.sql"));
    expect(await history(url)).toEqual([
      { name: BASELINE, checksum: createHash("sha256").update(sql).digest("hex"), finished: true },
    ]);
    const titles = await withClient(url, (client) => client.newsItem.findMany());
    expect(titles.map((item) => item.title)).toEqual(["kept"]);
    // The next start finds it up to date, as any other.
    expect((await applyMigrations(url)).applied).toEqual([]);
  });

  it("is refused, unchanged, when it stopped partway through the old history", async () => {
    const url = databaseUrl();
    await migratedBy(url, MERGED.slice(0, 2));

    await expect(applyMigrations(url)).rejects.toThrow(
      "it stopped at `20261124164108_json_and_enum_columns` of the migrations since merged into " +
        `\`${BASELINE}\`. Finish that history with the release before the merge (git worktree add ../site-617c5cc 617c5cc;`,
    );

    expect((await history(url)).map((row) => row.name)).toEqual(MERGED.slice(0, 2));
  });
});
