import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";

/**
 * Creates `folder` if needed and proves it takes a file (a read-only mount or a full disk fails
 * here, before the server starts, instead of on a visitor's upload). Throws a one-line reason.
 */
export function assertWritableFolder(folder: string): void {
  const probe = path.join(folder, `.write-probe-${randomBytes(6).toString("hex")}`);
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(probe, "ok");
    rmSync(probe, { force: true });
  } catch (error) {
    throw new Error(`The folder ${path.resolve(folder)} is not writable: ${(error as Error).message}`);
  }
}

/** Proves the SQLite file takes a write: a schema change inside a transaction that is rolled back. */
export function assertWritableDatabase(file: string): void {
  const database = new Database(file, { fileMustExist: true, timeout: 5000 });
  try {
    database.exec('BEGIN IMMEDIATE; CREATE TABLE "_write_probe" (x); ROLLBACK;');
  } catch (error) {
    throw new Error(`The database ${path.resolve(file)} does not take writes: ${(error as Error).message}`);
  } finally {
    database.close();
  }
}

/** The same proof on PostgreSQL: a read-only server (a standby) or a user without rights fails here. */
export async function assertWritablePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query('CREATE TABLE "_write_probe" (x integer)');
  } catch (error) {
    throw new Error(`The PostgreSQL database does not take writes: ${(error as Error).message}`);
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    await client.end();
  }
}
