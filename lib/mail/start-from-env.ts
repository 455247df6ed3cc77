import { env } from "@/lib/config/env";
import { createPrismaClient } from "@/lib/db/create-client";
import { startConfiguredOutbox } from "./start";

/**
 * The server's worker, on its own database connection (instrumentation runs outside the React
 * server layer, where lib/db/client.ts's `server-only` guard would refuse to load).
 */
export function startOutboxFromEnv(): void {
  const config = env();
  startConfiguredOutbox(createPrismaClient(config.DATABASE_URL), config);
}
