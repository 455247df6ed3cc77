import { env } from "@/lib/config/env";
import { createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import { startConfiguredOutbox } from "./start";

// The slot lib/db/client.ts keeps its client in. Sharing it means the worker and the route handlers
// use one SQLite connection, whose writes queue in-process instead of busy-waiting on a file lock
// (two connections made the e-mail route's p99 more than twice as long under load).
const globalForDb = globalThis as typeof globalThis & { prismaClient?: PrismaClient };

/**
 * The server's worker. Instrumentation runs outside the React server layer, where lib/db/client.ts's
 * `server-only` guard would refuse to load, so the client is created here into the same slot.
 */
export function startOutboxFromEnv(): void {
  const config = env();
  globalForDb.prismaClient ??= createPrismaClient(config.DATABASE_URL);
  startConfiguredOutbox(globalForDb.prismaClient, config);
}
