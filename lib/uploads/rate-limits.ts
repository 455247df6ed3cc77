import "server-only";
import { clientIp } from "@/lib/http/client-ip";
import { tooManyRequests } from "@/lib/http/errors";
import { limiterStore } from "@/lib/http/limiter-store";
import { fixedWindow, take } from "@/lib/http/rate-limit";

type Limiters = Record<"submit" | "stage", ReturnType<typeof fixedWindow>>;
let limiters: Limiters | undefined;

/** Per IP: 10 report requests and 60 staged files per 10 minutes (a request holds at most 10 files). */
function uploadLimiters(): Limiters {
  const store = limiterStore();
  limiters ??= {
    submit: fixedWindow({ keyPrefix: "upload:submit", points: 10, durationSeconds: 10 * 60 }, store),
    stage: fixedWindow({ keyPrefix: "upload:stage", points: 60, durationSeconds: 10 * 60 }, store),
  };
  return limiters;
}

export async function assertUploadRate(request: Request, kind: keyof Limiters): Promise<void> {
  const result = await take(uploadLimiters()[kind], clientIp(request));
  if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
}
