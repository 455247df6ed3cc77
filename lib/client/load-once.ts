/**
 * A code chunk loaded on first need, once: every caller shares the one download. A failed download (a
 * flaky connection) is forgotten, so the next call tries again instead of failing for the whole visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((failure: unknown) => {
      loading = null;
      throw failure;
    }));
}
