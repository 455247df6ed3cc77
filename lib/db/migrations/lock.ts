import pg from "pg";
import { isPostgres } from "../provider";

/** An arbitrary key of this site's own, apart from the one Prisma's CLI takes for its migrations. */
const PREPARE_LOCK_KEY = 7_240_611;

/**
 * Runs `work` (migrate, then seed) while holding a PostgreSQL advisory lock, so that instances started
 * at the same moment prepare the database one after the other: the first migrates and seeds, the next
 * finds nothing left to do, instead of both creating the same tables or seed rows. SQLite has one app
 * process per file: the work simply runs.
 */
export async function withPrepareLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(databaseUrl)) return work();
  // The maintenance database: the site's own may not exist yet (applyMigrations creates it).
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PREPARE_LOCK_KEY]);
    return await work();
  } finally {
    await client.end(); // ending the session releases the lock
  }
}
