// How scripts/serve.ts stops the background jobs that instrumentation.ts started. Next bundles its own
// copy of lib/, so the two meet on globalThis, not through a module's variable.

export interface BackgroundJobs {
  /**
   * Starts nothing more, gives back the outbox's claims not yet sent, and waits until `deadline` (a
   * time in ms) for the sends under way. The database stays open for the requests still running.
   */
  stop(deadline: number): Promise<void>;
  /** Closes the database connections: the last step, once no request runs. */
  closeDatabase(): Promise<void>;
}

const KEY = Symbol.for("site.backgroundJobs");
const registry = globalThis as typeof globalThis & { [KEY]?: BackgroundJobs };

export function registerBackgroundJobs(jobs: BackgroundJobs): void {
  registry[KEY] = jobs;
}

/** The process's background jobs, if instrumentation.ts started them. */
export function backgroundJobs(): BackgroundJobs | undefined {
  return registry[KEY];
}
