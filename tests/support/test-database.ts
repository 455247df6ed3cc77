// A real, migrated database (SQLite file in a temp folder, or PostgreSQL in that run) for API tests (the same migrations `npm start` runs).
import { mkdtempSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import { afterAll, beforeAll } from "@jest/globals";
import path from "node:path";
import { createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import { migrateTestDatabase, testDatabaseUrl } from "./test-database-url";

export interface TestDatabase {
  url: string;
  dir: string;
  prisma: PrismaClient;
  cleanup(): Promise<void>;
}

function testDatabaseIn(dir: string): TestDatabase {
  const url = testDatabaseUrl(dir);
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

export async function createTestDatabase(): Promise<TestDatabase> {
  const database = testDatabaseIn(await mkdtemp(path.join(os.tmpdir(), "leads-api-")));
  await migrateTestDatabase(database.url);
  return database;
}

/** A test database for one Jest file: migrated before its tests, removed after them. */
export function setupTestDatabase(): TestDatabase {
  const database = testDatabaseIn(mkdtempSync(path.join(os.tmpdir(), "leads-api-")));
  beforeAll(() => migrateTestDatabase(database.url));
  afterAll(() => database.cleanup());
  return database;
}
