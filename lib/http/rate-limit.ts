import "server-only";
import { env } from "@/lib/config/env";
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * Rate limits on rate-limiter-flexible. Every limiter is built through a `LimiterStore`: the memory
 * store here (SQLite: one server process per database), or the library's PostgreSQL store where
 * several processes share the counts (lib/http/limiter-store.ts picks one for the database in use).
 */
export interface RateLimitResult {
  ok: boolean;
  /** Whole seconds until the key may try again (0 when `ok`). */
  retryAfterSeconds: number;
}

export interface WindowOptions {
  /** Names the counter, so two limiters in one store never share keys. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** Makes one fixed-window counter; swap this for a PostgreSQL-backed one and every limiter follows. */
export type LimiterStore = (options: WindowOptions) => RateLimiterAbstract;

export const memoryStore: LimiterStore = ({ keyPrefix, points, durationSeconds }) =>
  new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });

/** What `take` needs: a fixed window or a bucket, from any store. */
export type Limiter = Pick<RateLimiterAbstract, "consume"> | BurstyRateLimiter;

/** `points` hits per `durationSeconds` per key, then refusals until the window ends. */
export function fixedWindow(options: WindowOptions, store: LimiterStore = memoryStore): RateLimiterAbstract {
  return store(options);
}

export interface BucketOptions {
  keyPrefix: string;
  /** The sustained rate: enforced per 10-second slice (a sixth of it), so a minute's budget is not spent at once. */
  perMinute: number;
  /** Extra hits a key may make on top of the rate within a minute: a crowd arriving together. */
  burst: number;
}

const SLICE_SECONDS = 10;

/**
 * A token bucket as rate-limiter-flexible builds one (its BurstyRateLimiter): a steady allowance per
 * 10-second slice, and once that is used up, a burst allowance that refills every minute.
 */
export function tokenBucket({ keyPrefix, perMinute, burst }: BucketOptions, store: LimiterStore = memoryStore) {
  const steady = store({
    keyPrefix: `${keyPrefix}:rate`,
    points: Math.max(1, Math.ceil((perMinute * SLICE_SECONDS) / 60)),
    durationSeconds: SLICE_SECONDS,
  });
  // A burst of 0 still needs a limiter; with 0 points it refuses everything past the steady rate.
  const bursts = store({ keyPrefix: `${keyPrefix}:burst`, points: burst, durationSeconds: 60 });
  return new BurstyRateLimiter(steady, bursts);
}

/** Counts one hit for `key`; a refusal says how long to wait. Store failures are thrown, not swallowed. */
export async function take(limiter: Limiter, key: string, points = 1): Promise<RateLimitResult> {
  try {
    await limiter.consume(key, points);
    return { ok: true, retryAfterSeconds: 0 };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
  }
}

/**
 * The caller's address for rate limits. Next fills X-Forwarded-For from the socket only when the
 * header is absent, so it is trusted only behind our proxy (TRUST_PROXY=true, deploy/nginx.conf
 * overwrites it with $remote_addr); directly exposed, the first address is used but may be forged.
 */
export function clientIp(request: { headers: { get(name: string): string | null } }): string {
  const forwarded = request.headers.get("x-forwarded-for") ?? "";
  const addresses = forwarded
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  const ip = env().TRUST_PROXY ? addresses.at(-1) : addresses[0];
  return ip || request.headers.get("x-real-ip") || "unknown";
}
