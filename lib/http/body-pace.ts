import "server-only";
/** Slowest average a request body may keep once its grace period is over: a phone on a poor line manages far more. */
const MIN_BYTES_PER_SECOND = 1024;

/**
 * Watches a request body arrive and calls `onStall` once when it sends nothing for `idleMs`, or
 * when after `graceMs` (twice `idleMs`) it averages under 1 KiB/s: a client that trickles its body holds a
 * connection, a descriptor and (for uploads) a temp file, so it is cut off instead of waited for.
 */
export class BodyPace {
  private readonly startedAt = Date.now();
  private bytes = 0;
  private timer: NodeJS.Timeout | undefined;
  private stalled = false;

  constructor(
    private readonly idleMs: number,
    private readonly onStall: () => void,
    private readonly graceMs = 2 * idleMs,
  ) {
    this.arm();
  }

  progress(bytes: number): void {
    if (this.stalled) return;
    this.bytes += bytes;
    const elapsed = Date.now() - this.startedAt;
    if (elapsed > this.graceMs && (this.bytes * 1000) / elapsed < MIN_BYTES_PER_SECOND) return this.stall();
    this.arm();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private arm(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.stall(), this.idleMs);
    this.timer.unref();
  }

  private stall(): void {
    if (this.stalled) return;
    this.stalled = true;
    this.stop();
    this.onStall();
  }
}
