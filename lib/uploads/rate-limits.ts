import { clientIp } from "@/lib/http/client-ip";
import { tooManyRequests } from "@/lib/http/errors";
import { RateLimiter } from "@/lib/http/rate-limit";

/** Per IP: 10 report requests and 60 staged files per 10 minutes (a request holds at most 10 files). */
const limiters = {
  submit: new RateLimiter(10, 10 * 60 * 1000),
  stage: new RateLimiter(60, 10 * 60 * 1000),
};

export function assertUploadRate(request: Request, kind: keyof typeof limiters): void {
  const result = limiters[kind].hit(clientIp(request));
  if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
}
