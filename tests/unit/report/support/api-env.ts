import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateTestDatabase, testDatabaseUrl } from "../../../support/test-database-url";

/**
 * A fresh migrated database (a SQLite file, or a PostgreSQL database in that run) and upload folder for one API test file. Call before importing any
 * module that reads env(): the environment is parsed once per module registry.
 */
export function setupTempSite(): { dir: string; databaseUrl: string; uploadDir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "report-api-"));
  const site = { dir, databaseUrl: testDatabaseUrl(dir), uploadDir: path.join(dir, "uploads") };
  process.env.DATABASE_URL = site.databaseUrl;
  process.env.UPLOAD_DIR = site.uploadDir;
  process.env.LEADS_TO = "team@example.com";
  process.env.SITE_URL = "https://www.example.com";
  process.env.STAFF_EXPORT_TOKEN = "staff-token-0123456789abcdef";
  beforeAll(async () => {
    await migrateTestDatabase(site.databaseUrl);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return site;
}

/** Every file under the upload folder, as paths relative to it. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
