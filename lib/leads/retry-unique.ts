import "server-only";
/** Prisma's unique-constraint code: two concurrent calls with the same key raced to insert it. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

/** Runs `work`; if it lost a race on a unique key, runs it once more, when it finds the winner's row. */
export async function retryOnUniqueRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return work();
  }
}
