import "server-only";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { startAccessLogPruning } from "./prune";

/** The server's daily pruning of the access log, keeping ACCESS_LOG_RETENTION_DAYS. */
export function startAccessLogPruningFromEnv(): void {
  startAccessLogPruning(db(), env().ACCESS_LOG_RETENTION_DAYS);
}
