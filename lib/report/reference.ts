/** The number a visitor quotes about a report request: "FR-" and the request's id in six digits. */
export function reportReference(id: number): string {
  return `FR-${String(id).padStart(6, "0")}`;
}
