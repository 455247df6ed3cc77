/** Prisma's unique-constraint code: two concurrent calls with the same key raced to insert it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}
