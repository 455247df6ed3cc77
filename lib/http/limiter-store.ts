import "server-only";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import { env } from "@/lib/config/env";
import { postgresPool } from "@/lib/db/postgres-pool";
import { isPostgres } from "@/lib/db/provider";
import { memoryStore, type LimiterStore } from "./rate-limit";

/** The table the PostgreSQL migrations create for the counters (prisma/postgres/migrations). */
const TABLE = "rate_limits";

/**
 * Where the process keeps its rate-limit counts. SQLite: in memory, since one app process serves one
 * database file. PostgreSQL: in the database, so that every instance counts against one limit (a
 * visitor whose posts land on two instances gets the same budget as on one).
 */
export function limiterStore(): LimiterStore {
  if (!isPostgres(env().DATABASE_URL)) return memoryStore;
  return ({ keyPrefix, points, durationSeconds }) =>
    new RateLimiterPostgres({
      storeClient: postgresPool(),
      tableName: TABLE,
      tableCreated: true,
      clearExpiredByTimeout: true,
      keyPrefix,
      points,
      duration: durationSeconds,
    });
}
