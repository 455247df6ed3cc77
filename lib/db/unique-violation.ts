/** Prisma's unique-constraint code: two concurrent calls with the same key raced to insert it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

/** One submit's calls can lose a race on each of its keys in turn (lead row, inbox entry, CRM job). */
const ATTEMPTS = 5;

/**
 * Runs `work`; if it lost a race on a unique key, runs it again, when it finds the winner's row.
 * Each loss means another call committed, so the retries end.
 */
export async function retryOnUniqueRace<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
