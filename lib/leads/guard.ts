import "server-only";
import { env } from "@/lib/config/env";
import { clientIp } from "@/lib/http/client-ip";
import { tooManyRequests } from "@/lib/http/errors";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { limiterStore } from "@/lib/http/limiter-store";
import { fixedWindow, take, tokenBucket, type Limiter } from "@/lib/http/rate-limit";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { idempotencyKeyFrom } from "./idempotency";

/**
 * Form families with a budget each: a lead submit (sheet row, e-mail, campaign contact, call-back
 * request) never eats into the newsletter's, and the other way round.
 */
export type FormFamily = "lead" | "newsletter";

/** The calls one submit may make under its key for free; past that the key counts again (no free replays). */
const CALLS_PER_SUBMIT = 6;

interface Limits {
  buckets: Record<FormFamily, Limiter>;
  submitKeys: RateLimiterAbstract;
}

const globalForLimit = globalThis as typeof globalThis & { formPostLimits?: Limits };

function limits(): Limits {
  if (!globalForLimit.formPostLimits) {
    const { RATE_LIMIT_PER_MINUTE: perMinute, RATE_LIMIT_BURST: burst } = env();
    const store = limiterStore();
    globalForLimit.formPostLimits = {
      buckets: {
        lead: tokenBucket({ keyPrefix: "form:lead", perMinute, burst }, store),
        newsletter: tokenBucket({ keyPrefix: "form:newsletter", perMinute, burst }, store),
      },
      submitKeys: fixedWindow(
        { keyPrefix: "form:submit-key", points: CALLS_PER_SUBMIT, durationSeconds: 10 * 60 },
        store,
      ),
    };
  }
  return globalForLimit.formPostLimits;
}

/**
 * True when an earlier call of the same submit (same address, family and Idempotency-Key) was
 * already counted: the form's second and third calls, and retries after a failure.
 */
async function alreadyCounted(submitKey: string): Promise<boolean> {
  const seen = await limits().submitKeys.get(submitKey);
  if (!seen || seen.consumedPoints >= CALLS_PER_SUBMIT) return false;
  return (await take(limits().submitKeys, submitKey)).ok;
}

/**
 * Before any parsing: refuse cross-site browser posts (403), then count the submit against the
 * address's bucket for its family (429 + Retry-After when empty). Calls that share an
 * Idempotency-Key count once; calls without one (scripts) count each.
 */
export async function guardFormPost(request: Request, family: FormFamily): Promise<string | undefined> {
  assertSameOrigin(request);
  const idempotencyKey = idempotencyKeyFrom(request);
  const address = clientIp(request);
  const submitKey = idempotencyKey && `${family}:${address}:${idempotencyKey}`;
  if (submitKey && (await alreadyCounted(submitKey))) return idempotencyKey;
  const result = await take(limits().buckets[family], address);
  if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
  if (submitKey) await take(limits().submitKeys, submitKey);
  return idempotencyKey;
}
