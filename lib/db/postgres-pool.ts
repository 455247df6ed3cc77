import "server-only";
import pg from "pg";
import { env } from "@/lib/config/env";

const globalForPool = globalThis as typeof globalThis & { postgresPool?: pg.Pool };

/**
 * A small pool of plain PostgreSQL connections, beside Prisma's, for what Prisma does not do: the
 * shared rate-limit counters (lib/http/limiter-store.ts). One per process; PostgreSQL only.
 */
export function postgresPool(): pg.Pool {
  globalForPool.postgresPool ??= new pg.Pool({ connectionString: env().DATABASE_URL, max: 3, allowExitOnIdle: true });
  return globalForPool.postgresPool;
}

/** Ends the pool, if this process opened one (the server's last step when it stops). */
export async function closePostgresPool(): Promise<void> {
  const pool = globalForPool.postgresPool;
  globalForPool.postgresPool = undefined;
  await pool?.end();
}
