import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./generated/client";
import { serializedAdapterFactory } from "./serialized-adapter";

/** Busy timeout: a writer waits this long for another writer's lock before failing with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * A Prisma client on the SQLite file at `databaseUrl` ("file:..."). WAL mode is set on the file
 * by the migration runner and persists; the busy timeout is per connection, so it is set here.
 */
export function createPrismaClient(databaseUrl: string): PrismaClient {
  const adapter = serializedAdapterFactory(new PrismaBetterSqlite3({ url: databaseUrl, timeout: BUSY_TIMEOUT_MS }));
  return new PrismaClient({ adapter });
}

export type { PrismaClient };
