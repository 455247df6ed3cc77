/**
 * Counts failed sign-ins per address in a sliding window, in memory (one server process). Only
 * failures count, so a colleague who types correctly is never slowed down by the limit.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** Addresses remembered at most; past it the longest-unseen one is forgotten, so memory stays bounded. */
    readonly maxKeys = 10_000,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Seconds to wait when the address has used up its failures, else 0. */
  blockedFor(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    const oldest = recent[recent.length - this.limit] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  fail(key: string): void {
    const times = [...this.recent(key), this.now()];
    // Delete first so the key moves to the end of the Map's order: the first key is the longest unseen.
    this.failures.delete(key);
    this.failures.set(key, times);
    if (this.failures.size > this.maxKeys) this.failures.delete(this.failures.keys().next().value ?? key);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}

/** 5 failures within 15 minutes from one address, then 429 until the oldest one ages out. */
export const signInFailures = new FailureLimiter(5, 15 * 60 * 1000);
