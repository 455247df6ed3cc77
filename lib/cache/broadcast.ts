import "server-only";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { env } from "@/lib/config/env";
import { postgresPool } from "@/lib/db/postgres-pool";
import { isPostgres } from "@/lib/db/provider";
import { z } from "@/lib/validation/z";

// Cache changes every app instance must apply: NOTIFY/LISTEN on PostgreSQL, nothing on SQLite (docs/caching.md).
const CHANNEL = "site_cache";

export const cacheChangeSchema = z.discriminatedUnion("scope", [
  z.object({ scope: z.literal("blog"), ids: z.array(z.string().max(200)).max(100) }),
  z.object({ scope: z.literal("news") }),
]);
export type CacheChange = z.infer<typeof cacheChangeSchema>;

const messageSchema = z.object({ from: z.string(), change: cacheChangeSchema });

const globalForBroadcast = globalThis as typeof globalThis & {
  cacheInstanceId?: string;
  cacheListener?: { stop(): Promise<void> };
};

/** This process's name on the channel, so that it skips its own announcements. */
function instanceId(): string {
  globalForBroadcast.cacheInstanceId ??= randomUUID();
  return globalForBroadcast.cacheInstanceId;
}

/** Tells the other instances to expire what this one just expired. A failure is logged, never thrown. */
export async function announceCacheChange(change: CacheChange): Promise<void> {
  if (!isPostgres(env().DATABASE_URL)) return;
  try {
    const payload = JSON.stringify({ from: instanceId(), change });
    await postgresPool().query("SELECT pg_notify($1, $2)", [CHANNEL, payload]);
  } catch (error) {
    console.error("[cache] could not tell the other instances:", error instanceof Error ? error.message : error);
  }
}

/**
 * Started once per process (instrumentation.ts) on PostgreSQL: a connection of its own LISTENs on the
 * channel and hands each other instance's change to `apply`; it reconnects a second after a failure.
 */
export function listenForCacheChanges(apply: (change: CacheChange) => Promise<void>): () => Promise<void> {
  const stopListening = async () => globalForBroadcast.cacheListener?.stop();
  if (!isPostgres(env().DATABASE_URL) || globalForBroadcast.cacheListener) return stopListening;
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async () => {
    if (stopped) return;
    client = new pg.Client({ connectionString: env().DATABASE_URL });
    const retry = () => {
      client?.removeAllListeners();
      client?.end().catch(() => undefined);
      if (!stopped) setTimeout(connect, 1000).unref();
    };
    client.on("error", retry);
    client.on("notification", (notification) => {
      let payload: unknown;
      try {
        payload = JSON.parse(notification.payload ?? "null");
      } catch {
        return; // not ours
      }
      const parsed = messageSchema.safeParse(payload);
      if (!parsed.success || parsed.data.from === instanceId()) return;
      apply(parsed.data.change).catch((error: unknown) =>
        console.error("[cache] could not apply another instance's change:", error),
      );
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch {
      retry();
    }
  };
  void connect();
  globalForBroadcast.cacheListener = {
    async stop() {
      stopped = true;
      await client?.end();
    },
  };
  return stopListening;
}
