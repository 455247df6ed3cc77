/** @jest-environment node */
// Runs the real wasm schema engine against throwaway SQLite files. Paths are relative to the working
// directory (the project root when run through `npm run test:unit`), like the code under test.
// Jest's globals are imported from @jest/globals because @types/jest is not installed (tsc must pass).
import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import Database from "better-sqlite3";
import { applyMigrations } from "../../../lib/db/migrations/apply";
import { diffSchemaToMigrations } from "../../../lib/db/migrations/diff";
import { temporaryDir } from "../../support/temp-dir";
import { MIGRATIONS_DIR, migrationNames } from "./support/migration-folders";

const SCHEMA_PATH = path.resolve("prisma/schema.prisma");

const tmp = temporaryDir("migrations-test-", "test");

/** Model names of schema.prisma, i.e. the tables the migrations must create (no @@map in this schema). */
async function schemaModelNames(): Promise<string[]> {
  const schema = await readFile(SCHEMA_PATH, "utf8");
  return [...schema.matchAll(/^model (\w+) \{/gm)].map((match) => match[1] ?? "");
}

/** Opens the database for one check and always closes it, so the next applyMigrations finds it free. */
function withDb<T>(file: string, read: (db: Database.Database) => T): T {
  const db = new Database(file);
  try {
    return read(db);
  } finally {
    db.close();
  }
}

describe("applyMigrations", () => {
  it("creates the database and applies every committed migration", async () => {
    const file = path.join(tmp(), "nested", "app.db");

    const { applied } = await applyMigrations(`file:${file}`);

    const names = await migrationNames();
    expect(names.length).toBeGreaterThan(0);
    expect(applied).toEqual(names);
    const tables = withDb(file, (db) =>
      db
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => row.name),
    );
    expect(tables).toEqual(expect.arrayContaining(["_prisma_migrations", ...(await schemaModelNames())]));

    const rows = withDb(file, (db) =>
      db
        .prepare<[], { migration_name: string; finished_at: string | null; rolled_back_at: string | null }>(
          "SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name",
        )
        .all(),
    );
    expect(rows.map((row) => row.migration_name)).toEqual(names);
    for (const row of rows) {
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
    }

    expect(withDb(file, (db) => db.pragma("journal_mode", { simple: true }))).toBe("wal");
  });

  it("applies nothing to an up-to-date database and keeps its data", async () => {
    const file = path.join(tmp(), "app.db");
    await applyMigrations(`file:${file}`);
    withDb(file, (db) =>
      db
        .prepare(
          "INSERT INTO NewsItem (id, source, title, description, url, updatedAt) VALUES (7, 's', 'kept', 'd', 'u', 1)",
        )
        .run(),
    );

    const { applied } = await applyMigrations(`file:${file}`);

    expect(applied).toEqual([]);
    const ids = withDb(file, (db) =>
      db
        .prepare<[], { title: string }>("SELECT title FROM NewsItem")
        .all()
        .map((row) => row.title),
    );
    expect(ids).toEqual(["kept"]);
  });

  it("refuses a database whose applied migration was edited afterwards", async () => {
    const migrationsDir = path.join(tmp(), "migrations");
    await cp(MIGRATIONS_DIR, migrationsDir, { recursive: true });
    const file = path.join(tmp(), "app.db");
    const { applied } = await applyMigrations(`file:${file}`, { migrationsDir });
    const edited = applied[0];
    if (edited === undefined) throw new Error("expected at least one committed migration");

    const sqlFile = path.join(migrationsDir, edited, "migration.sql");
    await writeFile(sqlFile, `${await readFile(sqlFile, "utf8")}\nCREATE TABLE "Sneaky" ("id" INTEGER);\n`);

    await expect(applyMigrations(`file:${file}`, { migrationsDir })).rejects.toThrow(edited);
    await expect(applyMigrations(`file:${file}`, { migrationsDir })).rejects.toBeInstanceOf(Error);
    // Nothing of the edited script ran.
    const sneaky = withDb(file, (db) => db.prepare("SELECT name FROM sqlite_master WHERE name = 'Sneaky'").get());
    expect(sneaky).toBeUndefined();
  });
});

describe("the blog's first publish (20261130042500_blog_first_published)", () => {
  it("dates a post that has been live by its creation, as the site did before, and leaves drafts unpublished", async () => {
    const migrationsDir = path.join(tmp(), "migrations");
    const names = await migrationNames();
    const added = "20261130042500_blog_first_published";
    await cp(MIGRATIONS_DIR, migrationsDir, {
      recursive: true,
      filter: (source) =>
        !source.includes(added) && !names.slice(names.indexOf(added) + 1).some((n) => source.includes(n)),
    });
    const file = path.join(tmp(), "app.db");
    await applyMigrations(`file:${file}`, { migrationsDir });
    const insert = (id: string, live: boolean, publishedAt: number | null) =>
      `INSERT INTO BlogPost (id, idLower, draftList, draftContent, liveList, liveContent, createdAt, updatedAt, publishedAt)
       VALUES ('${id}', '${id}', '{}', '{}', ${live ? "'{}'" : "NULL"}, ${live ? "'{}'" : "NULL"}, 1000, 9000, ${publishedAt ?? "NULL"})`;
    withDb(file, (db) => {
      db.prepare(insert("live", true, 5000)).run();
      db.prepare(insert("unpublished", false, 5000)).run();
      db.prepare(insert("draft", false, null)).run();
    });

    await cp(path.join(MIGRATIONS_DIR, added), path.join(migrationsDir, added), { recursive: true });
    expect((await applyMigrations(`file:${file}`, { migrationsDir })).applied).toEqual([added]);

    const rows = withDb(file, (db) =>
      db
        .prepare<[], { id: string; firstPublishedAt: number | null }>(
          "SELECT id, firstPublishedAt FROM BlogPost ORDER BY id",
        )
        .all(),
    );
    expect(rows).toEqual([
      { id: "draft", firstPublishedAt: null },
      { id: "live", firstPublishedAt: 1000 },
      { id: "unpublished", firstPublishedAt: 1000 },
    ]);
  });
});

describe("diffSchemaToMigrations", () => {
  // When this fails, schema.prisma changed without a migration: run `npm run db:new-migration <name>`.
  it("finds no difference between the committed migrations and schema.prisma", async () => {
    await expect(diffSchemaToMigrations()).resolves.toBe("");
  });
});
