/**
 * The two databases the site runs on: SQLite (a `file:` URL, the embedded default, one app process per
 * file) and PostgreSQL (a `postgres://` or `postgresql://` URL, for several app processes on one database).
 */
export type DatabaseProvider = "sqlite" | "postgresql";

export function databaseProvider(databaseUrl: string): DatabaseProvider {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return "postgresql";
  if (databaseUrl.startsWith("file:")) return "sqlite";
  throw new Error(`DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), got "${databaseUrl}"`);
}

export const isPostgres = (databaseUrl: string): boolean => databaseProvider(databaseUrl) === "postgresql";

/**
 * SQL written with SQLite's `?` placeholders, for PostgreSQL, which numbers them (`$1`, `$2`…). For
 * the few statements the site sends through a driver of its own (the streaming export), written once
 * for both databases. Plain SQL only: no `?` inside a string literal.
 */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
