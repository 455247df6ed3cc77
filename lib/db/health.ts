import "server-only";
import { env } from "@/lib/config/env";
import { db } from "./client";
import { databaseProvider, type DatabaseProvider } from "./provider";

/** How long the health check waits for the database before calling it down. */
const HEALTH_TIMEOUT_MS = 2000;

export interface Health {
  ok: boolean;
  database: DatabaseProvider;
  /** Why the database is counted down (no driver detail: the endpoint is public). */
  problem?: string;
}

/**
 * Whether this instance can serve: its database responds to a query within 2 s. A load balancer takes an
 * instance whose database is unreachable out of rotation instead of letting it respond 503 to every lead.
 */
export async function checkHealth({ quiet = false } = {}): Promise<Health> {
  const database = databaseProvider(env().DATABASE_URL);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([db().$queryRaw`SELECT 1`, timeout]);
    return { ok: true, database };
  } catch (error) {
    if (!quiet) console.error("[health] the database did not respond:", error instanceof Error ? error.message : error);
    return { ok: false, database, problem: "The database does not respond." };
  } finally {
    clearTimeout(timer);
  }
}
