/** A source row's `fields` JSON text as an object of its values; anything else as an empty one. */
export function storedFields(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {}; // rows are written by our own code as JSON; a broken one shows no fields rather than failing the page
  }
}
