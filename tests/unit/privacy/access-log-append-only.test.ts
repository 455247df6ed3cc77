/** @jest-environment node */
// Issue 48, point 6: staff read the access log but nothing changes or deletes an entry, except the daily
// job destroying entries past their two years (lib/access-log/prune.ts, called by lib/privacy/daily.ts).
// Every source file of the site, its scripts and its routes is read for a write to the table.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|sql)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(path.join("lib", "db", "generated")));
}

// Prisma's writes other than create, and SQL that changes existing rows.
const write =
  /accessLogEntry\s*\.\s*(update|updateMany|upsert|delete|deleteMany)\b|\b(UPDATE|DELETE\s+FROM|TRUNCATE)\s+(TABLE\s+)?"?AccessLogEntry"?/g;

describe("the access log is append-only", () => {
  it("has exactly one deletion in the code, the daily job's pruning of entries past their retention", () => {
    const writes = ["app", "lib", "scripts", "components", "prisma"]
      .flatMap(sources)
      .flatMap((file) =>
        [...readFileSync(path.join(root, file), "utf8").matchAll(write)].map((match) => `${file}: ${match[0]}`),
      );
    expect(writes).toEqual(["lib/access-log/prune.ts: accessLogEntry.deleteMany"]);
  });

  it("prunes only from the daily job", () => {
    const callers = ["app", "lib", "scripts"]
      .flatMap(sources)
      .filter((file) => /\bpruneAccessLog\(/.test(readFileSync(path.join(root, file), "utf8")));
    expect(callers.sort()).toEqual(["lib/access-log/prune.ts", "lib/privacy/daily.ts"]);
  });
});
