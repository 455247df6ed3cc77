import { env } from "@/lib/config/env";
import { clientIp } from "@/lib/http/client-ip";
import { tooManyRequests } from "@/lib/http/errors";
import { RateLimiter } from "@/lib/http/rate-limit";
import { assertSameOrigin } from "@/lib/http/same-origin";

const globalForLimit = globalThis as typeof globalThis & { formPostLimiter?: RateLimiter };

/** One budget per client IP shared by every form POST (RATE_LIMIT_PER_MINUTE, default 20). */
function limiter(): RateLimiter {
  globalForLimit.formPostLimiter ??= new RateLimiter(env().RATE_LIMIT_PER_MINUTE, 60_000);
  return globalForLimit.formPostLimiter;
}

/** Before any parsing: refuse cross-site browser posts (403) and callers over their budget (429 + Retry-After). */
export function guardFormPost(request: Request): void {
  assertSameOrigin(request);
  const result = limiter().hit(clientIp(request));
  if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
}
