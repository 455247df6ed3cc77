import "server-only";
import { env } from "@/lib/config/env";
import { clientIp } from "@/lib/http/client-ip";
import { tooManyRequests } from "@/lib/http/errors";
import { limiterStore } from "@/lib/http/limiter-store";
import { take, tokenBucket, type Limiter } from "@/lib/http/rate-limit";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { idempotencyKeyFrom } from "@/lib/http/idempotency-key";

/**
 * Form families with a budget each: a lead submit (lead form, e-mail, campaign contact, call-back
 * request) never eats into the newsletter's or the privacy request's, and the other way round.
 */
export type FormFamily = "lead" | "newsletter" | "privacy";

const globalForLimit = globalThis as typeof globalThis & { formPostLimits?: Record<FormFamily, Limiter> };

function buckets(): Record<FormFamily, Limiter> {
  if (!globalForLimit.formPostLimits) {
    const { RATE_LIMIT_PER_MINUTE: perMinute, RATE_LIMIT_BURST: burst } = env();
    const store = limiterStore();
    globalForLimit.formPostLimits = {
      lead: tokenBucket({ keyPrefix: "form:lead", perMinute, burst }, store),
      newsletter: tokenBucket({ keyPrefix: "form:newsletter", perMinute, burst }, store),
      privacy: tokenBucket({ keyPrefix: "form:privacy", perMinute, burst }, store),
    };
  }
  return globalForLimit.formPostLimits;
}

/**
 * Before any parsing: refuse cross-site browser posts (403), then count the request against the
 * address's bucket for its family (429 + Retry-After when empty). Every request counts once: the
 * site's forms make one request per submit, so a submit costs one.
 */
export async function guardFormPost(request: Request, family: FormFamily): Promise<string | undefined> {
  assertSameOrigin(request);
  const idempotencyKey = idempotencyKeyFrom(request);
  const result = await take(buckets()[family], clientIp(request));
  if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
  return idempotencyKey;
}
