import { clientIp } from "@/lib/http/client-ip";
import { tooManyRequests } from "@/lib/http/errors";
import { fixedWindow, take } from "@/lib/http/rate-limit";

/** Per IP: 10 report requests and 60 staged files per 10 minutes (a request holds at most 10 files). */
const limiters = {
  submit: fixedWindow({ keyPrefix: "upload:submit", points: 10, durationSeconds: 10 * 60 }),
  stage: fixedWindow({ keyPrefix: "upload:stage", points: 60, durationSeconds: 10 * 60 }),
};

export async function assertUploadRate(request: Request, kind: keyof typeof limiters): Promise<void> {
  const result = await take(limiters[kind], clientIp(request));
  if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
}
