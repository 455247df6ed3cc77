/**
 * SQL written with SQLite's `?` placeholders, for PostgreSQL, which numbers them (`$1`, `$2`…). For
 * the few statements the site sends through a driver of its own (the streaming export), written once
 * for both databases. Plain SQL only: no `?` inside a string literal.
 */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
