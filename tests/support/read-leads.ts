import Database from "better-sqlite3";

/** How many LeadSubmission rows each idempotency key has, read straight from the SQLite file. */
export function leadCountsByKey(databaseFile: string): Map<string, number> {
  const database = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = database
      .prepare("SELECT idempotencyKey AS key, COUNT(*) AS n FROM LeadSubmission GROUP BY idempotencyKey")
      .all() as { key: string | null; n: number }[];
    return new Map(rows.filter((row) => row.key).map((row) => [row.key as string, row.n]));
  } finally {
    database.close();
  }
}
