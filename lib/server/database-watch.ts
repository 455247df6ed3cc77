import "server-only";
import { databaseUnavailable } from "@/lib/http/database-errors";
import { checkHealth } from "@/lib/db/health";
import { setDatabaseDown } from "@/lib/db/outage";

const PROBE_EVERY_MS = 2000;

async function probe(): Promise<void> {
  setDatabaseDown(!(await checkHealth({ quiet: true })).ok);
}

/**
 * Probes the database every 2 s (one `SELECT 1`), so that an outage is noticed, and its end, within
 * that time whether or not a request ran into it (lib/db/outage.ts says why).
 */
export function watchDatabase(): () => void {
  const timer = setInterval(() => void probe(), PROBE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** A request failed on the database: probe at once rather than at the next tick (a lock that cleared stays up). */
export async function noteRequestError(error: unknown): Promise<void> {
  if (databaseUnavailable(error)) await probe();
}
