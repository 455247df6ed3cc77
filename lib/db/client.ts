import "server-only";
import { env } from "@/lib/config/env";
import { createPrismaClient, type PrismaClient } from "./create-client";

// One client per process; dev-mode module reloads reuse it through globalThis.
const globalForDb = globalThis as typeof globalThis & { prismaClient?: PrismaClient };

export function db(): PrismaClient {
  globalForDb.prismaClient ??= createPrismaClient(env().DATABASE_URL);
  return globalForDb.prismaClient;
}
