import { env } from "@/lib/config/env";
import { createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import { createSerializer, type Serialize } from "./serial";

/**
 * The lead store: its own SQLite connection, used one job at a time.
 *
 * Why: the better-sqlite3 driver adapter runs plain queries on the connection even while an
 * interactive transaction is open on it (only transactions take its lock), so on a shared
 * connection another request's write would silently join our transaction and vanish if it rolled
 * back, or ours would join theirs. Serialising every job on a connection of our own rules that out;
 * other connections are kept apart by SQLite's own locking (busy timeout, then 503).
 */
export interface LeadStore {
  prisma: PrismaClient;
  run: Serialize;
}

export function createLeadStore(prisma: PrismaClient): LeadStore {
  const serialize = createSerializer();
  return { prisma, run: (job) => serialize(job) };
}

const globalForStore = globalThis as typeof globalThis & { leadStore?: LeadStore };

/** The process's lead store (route handlers and the outbox worker share it). */
export function leadStore(): LeadStore {
  globalForStore.leadStore ??= createLeadStore(createPrismaClient(env().DATABASE_URL));
  return globalForStore.leadStore;
}

/** Runs `job` with the lead store's client, in its queue. */
export function withLeadStore<T>(job: (prisma: PrismaClient) => Promise<T>): Promise<T> {
  const store = leadStore();
  return store.run(() => job(store.prisma));
}
