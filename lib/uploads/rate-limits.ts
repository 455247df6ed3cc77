import "server-only";
import { tooManyRequests } from "@/lib/http/errors";
import { limiterStore } from "@/lib/http/limiter-store";
import { clientIp, fixedWindow, take } from "@/lib/http/rate-limit";
import { env } from "@/lib/config/env";

type Limiters = Record<"submit" | "stage" | "check", ReturnType<typeof fixedWindow>>;
let limiters: Limiters | undefined;

/**
 * Per IP: 10 report requests, 60 staged files and 120 checks of a staged file per 10 minutes (a request
 * holds at most 10 files; the wizard checks each of them when it is drawn again, a dozen reloads' worth).
 */
function uploadLimiters(): Limiters {
  const store = limiterStore();
  limiters ??= {
    submit: fixedWindow({ keyPrefix: "upload:submit", points: 10, durationSeconds: 10 * 60 }, store),
    stage: fixedWindow({ keyPrefix: "upload:stage", points: 60, durationSeconds: 10 * 60 }, store),
    check: fixedWindow({ keyPrefix: "upload:check", points: 120, durationSeconds: 10 * 60 }, store),
  };
  return limiters;
}

let dailyBytes: ReturnType<typeof fixedWindow> | undefined;

export interface AddressAllowance {
  /** Bytes this client address may still upload today. */
  left: number;
  /** Counts the bytes of a body that was received. */
  record(bytes: number): Promise<void>;
}

/**
 * The day's upload allowance of the request's client address (UPLOAD_BYTES_PER_ADDRESS_PER_DAY):
 * one address alone could otherwise stage the whole quota, kept 24 hours, and shut uploads for everyone.
 */
export async function addressAllowance(request: Request): Promise<AddressAllowance> {
  const limit = env().UPLOAD_BYTES_PER_ADDRESS_PER_DAY;
  dailyBytes ??= fixedWindow(
    { keyPrefix: "upload:bytes", points: limit, durationSeconds: 24 * 60 * 60 },
    limiterStore(),
  );
  const counter = dailyBytes;
  const ip = clientIp(request);
  const used = (await counter.get(ip))?.consumedPoints ?? 0;
  return {
    left: Math.max(0, limit - used),
    async record(bytes) {
      if (bytes > 0) await counter.penalty(ip, bytes);
    },
  };
}

export async function assertUploadRate(request: Request, kind: keyof Limiters): Promise<void> {
  const result = await take(uploadLimiters()[kind], clientIp(request));
  if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
}
