// A real, migrated database (SQLite file in a temp folder, or PostgreSQL in that run) for API tests (the same migrations `npm start` runs).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import { migrateTestDatabase, testDatabaseUrl } from "./test-database-url";

export interface TestDatabase {
  url: string;
  dir: string;
  prisma: PrismaClient;
  cleanup(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "leads-api-"));
  const url = testDatabaseUrl(dir);
  await migrateTestDatabase(url);
  const prisma = createPrismaClient(url);
  return {
    url,
    dir,
    prisma,
    async cleanup() {
      await prisma.$disconnect();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
