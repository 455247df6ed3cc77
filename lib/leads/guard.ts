import "server-only";
import { env } from "@/lib/config/env";
import { limiterStore } from "@/lib/http/limiter-store";
import { clientIp, type Limiter, take, tokenBucket } from "@/lib/http/rate-limit";
import { badRequest, tooManyRequests } from "@/lib/http/errors";
import { IDEMPOTENCY_HEADER } from "@/lib/http/header-names";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import type { Locale } from "@/lib/i18n/routing";
import { serverTranslator, type Translate } from "@/lib/i18n/translator";

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

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

/** The submit's key, or undefined when the caller sent none (scripts); a malformed one is a 400. */
export function idempotencyKeyFrom(request: Request): string | undefined {
  const value = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!value) return undefined;
  if (!idempotencyKeyPattern.test(value))
    throw badRequest("The Idempotency-Key header must be 8 to 100 letters, digits, '-' or '_'.");
  return value;
}

export interface FormPostContext {
  locale: Locale;
  t: Translate;
  idempotencyKey?: string;
}

/**
 * The common start of every form POST, before any parsing: refuse cross-site browser posts (403),
 * then count the request against the address's bucket for its family (429 + Retry-After when
 * empty), then read the caller's language and key. Every request counts once: the site's forms make
 * one request per submit, so a submit costs one.
 */
export async function beginFormPost(request: Request, family: FormFamily): Promise<FormPostContext> {
  assertSameOrigin(request);
  const idempotencyKey = idempotencyKeyFrom(request);
  const result = await take(buckets()[family], clientIp(request));
  if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
  const locale = localeFromRequest(request);
  return { locale, t: await serverTranslator(locale, "validation"), idempotencyKey };
}
