// Reads a system test's database straight from the driver (SQLite file or PostgreSQL), beside the server
// under test: what was stored, whatever the server said.
import Database from "better-sqlite3";
import pg from "pg";
import { numberedPlaceholders } from "@/lib/db/provider";

/** Rows of `sql` (with SQLite's `?` placeholders; PostgreSQL numbers them). */
export async function readRows<T>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<T[]> {
  if (databaseUrl.startsWith("file:")) {
    const database = new Database(databaseUrl.slice("file:".length), { readonly: true, fileMustExist: true });
    try {
      return database.prepare(sql).all(...params) as T[];
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(numberedPlaceholders(sql), params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** How many LeadSubmission rows each idempotency key has. */
export async function leadCountsByKey(databaseUrl: string): Promise<Map<string, number>> {
  const rows = await readRows<{ key: string | null; n: number | string }>(
    databaseUrl,
    'SELECT "idempotencyKey" AS key, COUNT(*) AS n FROM "LeadSubmission" GROUP BY "idempotencyKey"',
  );
  return new Map(rows.filter((row) => row.key).map((row) => [row.key as string, Number(row.n)]));
}

/**
 * The row count of every table the site keeps data in (not the migration history, nor, on PostgreSQL,
 * the rate limiter's counters, which every request moves).
 */
export async function tableCounts(databaseUrl: string): Promise<Record<string, number>> {
  const tables = databaseUrl.startsWith("file:")
    ? await readRows<{ name: string }>(
        databaseUrl,
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != '_prisma_migrations'",
      )
    : await readRows<{ name: string }>(
        databaseUrl,
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT IN ('_prisma_migrations', 'rate_limits')",
      );
  const counts: Record<string, number> = {};
  for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const [row] = await readRows<{ n: number | string }>(databaseUrl, `SELECT COUNT(*) AS n FROM "${name}"`);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}
