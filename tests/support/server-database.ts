// The database of each server the e2e and system specs start: a copy of a template that Playwright's
// globalSetup (this file's default export) made at the start of the run from the committed migrations, with
// the seed rows and the staff accounts the servers start with. A copy (a file, or `CREATE DATABASE …
// TEMPLATE` on PostgreSQL) takes milliseconds where migrating, seeding and hashing the passwords took
// about a second a server. The migrations themselves are tested in tests/unit/db.
import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareDatabase } from "../../scripts/lib/prepare-database";
import { isPostgres } from "../../lib/db/provider";
import { assertWritableFolder } from "../../lib/db/writable";
import { addStaffAccounts, STAFF_ACCOUNTS, SYSTEM_STAFF, type StaffAccountInput } from "./staff-account";
import { onMaintenanceDatabase } from "./test-database-url";

// Read by the workers, which Playwright starts after globalSetup (they inherit the environment).
const TEMPLATES_ENV = "E2E_TEMPLATE_DATABASES";
// The accounts servers start with: none, the staff servers' (tests/e2e/blog-support.ts), the system servers' with SESSION_SECRET.
const accountSets: StaffAccountInput[][] = [[], Object.values(STAFF_ACCOUNTS), [SYSTEM_STAFF]];

const templateKey = (provider: string, accounts: StaffAccountInput[]) =>
  `${provider}:${createHash("sha256").update(JSON.stringify(accounts)).digest("hex").slice(0, 16)}`;
const providerOf = (url: string) => (isPostgres(url) ? "postgresql" : "sqlite");
const databaseName = (url: string) => new URL(url).pathname.slice(1);

/**
 * Gives the server's new database at `databaseUrl` the schema, the seed rows and `accounts`: a copy of the
 * run's template for them, or, where there is none (a database that exists already, as on a restart in the
 * same folder, one on another server, another set of accounts), what the server's start does on its own.
 */
export async function prepareServerDatabase(
  databaseUrl: string,
  folders: string[],
  accounts: StaffAccountInput[],
): Promise<void> {
  const templates: Record<string, string> = JSON.parse(process.env[TEMPLATES_ENV] ?? "{}");
  const template = templates[templateKey(providerOf(databaseUrl), accounts)];
  if (template && (await copyTemplate(template, databaseUrl))) {
    for (const folder of folders) assertWritableFolder(folder);
    return;
  }
  await prepareDatabase(databaseUrl, folders);
  if (accounts.length) await addStaffAccounts(databaseUrl, accounts);
}

/** False when the database exists already or lives on another server than the template. */
async function copyTemplate(template: string, databaseUrl: string): Promise<boolean> {
  if (!isPostgres(databaseUrl)) {
    const file = databaseUrl.slice("file:".length);
    if (existsSync(file)) return false;
    copyFileSync(template.slice("file:".length), file);
    return true;
  }
  if (new URL(template).host !== new URL(databaseUrl).host) return false;
  try {
    await onMaintenanceDatabase(
      databaseUrl,
      `CREATE DATABASE "${databaseName(databaseUrl)}" TEMPLATE "${databaseName(template)}"`,
    );
    return true;
  } catch (error) {
    // It exists (42P04; 23505 when made at the same moment): another server of the spec on the same database.
    if (["42P04", "23505"].includes((error as { code?: string }).code ?? "")) return false;
    throw error;
  }
}

/** Playwright's globalSetup: the templates, on SQLite and, when the run has a cluster, on PostgreSQL; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const templates: Record<string, string> = {};
  const folder = mkdtempSync(path.join(os.tmpdir(), "e2e-templates-"));
  const sqlite = (name: string) => `file:${path.join(folder, `${name}.db`)}`;
  const postgres = process.env.TEST_POSTGRES_URL;
  const onPostgres = (name: string) => {
    const url = new URL(postgres ?? "");
    url.pathname = `/${name}`;
    return url.toString();
  };
  const bases = [sqlite("base")];
  if (postgres) bases.push(onPostgres(`e2e_template_${randomBytes(6).toString("hex")}`));
  for (const base of bases) {
    await prepareDatabase(base);
    for (const [index, accounts] of accountSets.entries()) {
      let url = base;
      if (accounts.length && !isPostgres(base)) {
        url = sqlite(`accounts-${index}`);
        copyFileSync(base.slice("file:".length), url.slice("file:".length));
      } else if (accounts.length) {
        url = onPostgres(`${databaseName(base)}_${index}`);
        await onMaintenanceDatabase(base, `CREATE DATABASE "${databaseName(url)}" TEMPLATE "${databaseName(base)}"`);
      }
      if (accounts.length) await addStaffAccounts(url, accounts);
      templates[templateKey(providerOf(url), accounts)] = url;
    }
  }
  process.env[TEMPLATES_ENV] = JSON.stringify(templates);
  return async () => {
    delete process.env[TEMPLATES_ENV];
    rmSync(folder, { recursive: true, force: true });
    for (const url of Object.values(templates).filter(isPostgres).reverse())
      await onMaintenanceDatabase(url, `DROP DATABASE IF EXISTS "${databaseName(url)}"`);
  };
}
