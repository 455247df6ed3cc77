import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import { isPostgres } from "@/lib/db/provider";
import { createSerializer, type Serialize } from "./serial";

/**
 * The lead store: on SQLite, its own connection, used one job at a time.
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

/**
 * The process's lead store (route handlers and the outbox worker share it). On PostgreSQL every
 * transaction has a pooled connection of its own, so the quirk above does not exist: the store is
 * the process's one client, and jobs run side by side.
 */
export function leadStore(): LeadStore {
  const { DATABASE_URL } = env();
  globalForStore.leadStore ??= isPostgres(DATABASE_URL)
    ? { prisma: db(), run: (job) => job() }
    : createLeadStore(createPrismaClient(DATABASE_URL));
  return globalForStore.leadStore;
}

/** Runs `job` with the lead store's client, in its queue. */
export function withLeadStore<T>(job: (prisma: PrismaClient) => Promise<T>): Promise<T> {
  const store = leadStore();
  return store.run(() => job(store.prisma));
}
