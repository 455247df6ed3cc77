import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";
import { PrismaClient as PostgresPrismaClient } from "./generated-pg/client";
import { databaseProvider, type DatabaseProvider } from "./provider";
import { serializedAdapterFactory } from "./serialized-adapter";

/** Busy timeout: a writer waits this long for another writer's lock before failing with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/** Connections each app process keeps to PostgreSQL (each transaction holds one of them). */
export const POSTGRES_POOL_SIZE = 10;

/** How long a transaction waits for its turn (a pooled connection, SQLite's one writer) and may run (docs/database.md). */
export const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

/** A Prisma client on `databaseUrl`: SQLite with serialised writes, or a PostgreSQL pool (docs/database.md). */
export function createPrismaClient(databaseUrl: string): PrismaClient {
  const provider = databaseProvider(databaseUrl);
  const client =
    provider === "postgresql"
      ? (new PostgresPrismaClient({
          // Idle connections do not hold the process open: a script or a test worker exits when its work is done.
          adapter: new PrismaPg({ connectionString: databaseUrl, max: POSTGRES_POOL_SIZE, allowExitOnIdle: true }),
          transactionOptions: TRANSACTION_OPTIONS,
        }) as unknown as PrismaClient)
      : new PrismaClient({
          adapter: serializedAdapterFactory(new PrismaBetterSqlite3({ url: databaseUrl, timeout: BUSY_TIMEOUT_MS })),
          transactionOptions: TRANSACTION_OPTIONS,
        });
  providers.set(client, provider);
  return client;
}

const providers = new WeakMap<PrismaClient, DatabaseProvider>();

/** The database a client made here talks to, for the few queries written in each provider's SQL. */
export function providerOf(client: PrismaClient): DatabaseProvider {
  return providers.get(client) ?? "sqlite";
}

export type { PrismaClient };
