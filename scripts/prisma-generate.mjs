// Generates the two Prisma clients (SQLite and PostgreSQL) from the one model file, prisma/schema.prisma.
// The PostgreSQL schema, prisma/postgres/schema.prisma, is written from it here (only the provider and
// the client's folder differ), so the two never drift; `--check` only says whether the committed copy
// is current (exit 1 if not), for the test that guards it.
// `prisma generate` runs without the schema-engine download, which is unreachable offline: generate
// only needs the binary path to exist (see shared/notes/offline-toolchain.md).
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const SQLITE_SCHEMA = "prisma/schema.prisma";
const POSTGRES_SCHEMA = "prisma/postgres/schema.prisma";

function postgresSchema() {
  const source = readFileSync(SQLITE_SCHEMA, "utf8");
  const derived = source
    .replace(/provider\s*=\s*"sqlite"/, 'provider = "postgresql"')
    .replace(/output(\s*)=\s*"\.\.\/lib\/db\/generated"/, 'output$1= "../../lib/db/generated-pg"');
  if (derived === source || !derived.includes("generated-pg"))
    throw new Error(`${SQLITE_SCHEMA}: provider or output not found`);
  return `// Written by scripts/prisma-generate.mjs from ../schema.prisma: edit that file, not this one.\n${derived}`;
}

if (process.argv.includes("--check")) {
  const current = readFileSync(POSTGRES_SCHEMA, "utf8") === postgresSchema();
  if (!current) console.error(`${POSTGRES_SCHEMA} is out of date: run npm run postinstall`);
  process.exit(current ? 0 : 1);
}

writeFileSync(POSTGRES_SCHEMA, postgresSchema());
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
for (const schema of [SQLITE_SCHEMA, POSTGRES_SCHEMA]) {
  const result = spawnSync("npx", ["--no-install", "prisma", "generate", "--schema", schema], {
    stdio: "inherit",
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
