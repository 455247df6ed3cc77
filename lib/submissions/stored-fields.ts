/**
 * A source row's `fields` column as an object of its values; anything else as an empty one. Prisma reads
 * the column as a JSON value; a raw query gets SQLite's stored text, or PostgreSQL's parsed jsonb.
 */
export function storedFields(value: unknown): Record<string, unknown> {
  const parsed = typeof value === "string" ? parseJson(value) : value;
  // Rows are written by our own code as objects; a stray value shows no fields rather than failing the page.
  return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
