/** @jest-environment node */
// One model file drives both databases: the PostgreSQL schema is derived from prisma/schema.prisma, and
// its migration history must reach that schema. With a PostgreSQL server (npm test starts one where the
// binaries are installed), the history is also applied to a fresh database and the tables checked.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { applyMigrations } from "@/lib/db/migrations/apply";
import { diffSchemaToMigrations, MIGRATION_SCHEMA_FILE } from "@/lib/db/migrations/diff";
import { PROVIDER_PATHS } from "@/lib/db/migrations/read-migrations";
import { prepareDatabase } from "../../../scripts/lib/prepare-database";
import { temporaryDir } from "../../support/temp-dir";

const POSTGRES_MIGRATIONS = PROVIDER_PATHS.postgresql.migrations;
const postgresServer = process.env.TEST_POSTGRES_URL;
const withServer = postgresServer ? it : it.skip;

const modelNames = (schema: string) => [...schema.matchAll(/^model (\w+) \{/gm)].map((match) => match[1]);

describe("the PostgreSQL schema", () => {
  it("is the SQLite schema with only the provider and the client's folder changed", () => {
    const check = spawnSync("node", ["scripts/prisma-generate.mjs", "--check"], { encoding: "utf8" });
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
    const sqlite = readFileSync(PROVIDER_PATHS.sqlite.schema, "utf8");
    const postgres = readFileSync(PROVIDER_PATHS.postgresql.schema, "utf8");
    expect(postgres).toContain('provider = "postgresql"');
    expect(modelNames(postgres)).toEqual(modelNames(sqlite));
  });

  // When this fails, schema.prisma changed without a migration: run `npm run db:new-migration <name>`.
  it("is what the last PostgreSQL migration produces", () => {
    const folders = readdirSync(POSTGRES_MIGRATIONS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const last = folders.at(-1) ?? "";
    expect(readFileSync(path.join(POSTGRES_MIGRATIONS, last, MIGRATION_SCHEMA_FILE), "utf8")).toBe(
      readFileSync(PROVIDER_PATHS.postgresql.schema, "utf8"),
    );
  });

  withServer("has a migration history that reaches it, applied to a fresh database", async () => {
    await expect(diffSchemaToMigrations({ provider: "postgresql", postgresServerUrl: postgresServer })).resolves.toBe(
      "",
    );
    const target = new URL(postgresServer ?? "");
    target.pathname = `/schema_check_${Date.now()}`;
    const fresh = target.toString();
    const { applied } = await applyMigrations(fresh);
    expect(applied.length).toBe(folderCount());
    expect((await applyMigrations(fresh)).applied).toEqual([]);
    const client = new pg.Client({ connectionString: fresh });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      const tables = rows.map((row) => row.table_name);
      const models = modelNames(readFileSync(PROVIDER_PATHS.sqlite.schema, "utf8"));
      expect(tables).toEqual(expect.arrayContaining([...models, "_prisma_migrations", "rate_limits"]));
    } finally {
      await client.end();
    }
  });
});

describe("preparing a PostgreSQL database", () => {
  const tmp = temporaryDir("prepare-exit-", "file");
  withServer(
    "with npm run db:migrate, which exits as soon as it is done",
    async () => {
      const target = new URL(postgresServer ?? "");
      target.pathname = `/prepare_exit_${Date.now()}`;
      const folder = tmp();
      const child = spawn("npx", ["tsx", "scripts/prepare-db.ts"], {
        env: { ...process.env, DATABASE_URL: target.toString(), MAIL_DROP_DIR: folder, UPLOAD_DIR: folder },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let output = "";
      let doneAt = 0;
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (/Seeded/.test(output) && !doneAt) doneAt = Date.now();
      });
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(0);
      expect(output).toContain("> Applied migrations:");
      // The schema engine's own timers (a 10 s one on PostgreSQL) once kept the script alive after its work.
      expect(Date.now() - doneAt).toBeLessThan(3000);
    },
    60_000,
  );

  withServer("from three instances at the same moment: one migrates and seeds, the others find it done", async () => {
    const target = new URL(postgresServer ?? "");
    target.pathname = `/prepare_race_${Date.now()}`;
    const url = target.toString();
    const lines: string[] = [];
    const log = jest.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    try {
      await Promise.all([prepareDatabase(url), prepareDatabase(url), prepareDatabase(url)]);
    } finally {
      log.mockRestore();
    }
    expect(lines.filter((line) => line.startsWith("> Applied migrations"))).toHaveLength(1);
    expect(lines.filter((line) => line === "> Database schema is up to date.")).toHaveLength(2);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>('SELECT COUNT(*) AS n FROM "NewsItem"');
      expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });
});

function folderCount(): number {
  return readdirSync(POSTGRES_MIGRATIONS, { withFileTypes: true }).filter((entry) => entry.isDirectory()).length;
}
