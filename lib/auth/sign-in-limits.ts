import "server-only";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/config/env";
import { HttpError, tooManyRequests } from "@/lib/http/errors";
import { limiterStore } from "@/lib/http/limiter-store";

/** Failed sign-ins allowed per address in the window; the 6th attempt responds 429. */
export const ATTEMPTS_PER_ADDRESS = 5;
/** Failed sign-ins allowed per account (the e-mail tried) in the window, from all addresses together. */
export const ATTEMPTS_PER_ACCOUNT = 5;
const WINDOW_SECONDS = 15 * 60;

function createSignInLimits() {
  // In the database on PostgreSQL (lib/http/limiter-store.ts): the lockout holds across instances.
  const store = limiterStore();
  return {
    perAddress: store({ keyPrefix: "sign-in:address", points: ATTEMPTS_PER_ADDRESS, durationSeconds: WINDOW_SECONDS }),
    perAccount: store({ keyPrefix: "sign-in:account", points: ATTEMPTS_PER_ACCOUNT, durationSeconds: WINDOW_SECONDS }),
    siteWide: store({ keyPrefix: "sign-in:site", points: env().SIGN_IN_GLOBAL_PER_MINUTE, durationSeconds: 60 }),
    lastAlarm: 0,
  };
}

let limits: ReturnType<typeof createSignInLimits> | undefined;
const signInLimits = () => (limits ??= createSignInLimits());

const secondsUntil = (refused: RateLimiterRes) => Math.max(1, Math.ceil(refused.msBeforeNext / 1000));

/** What an attempt spent; a right sign-in gives exactly that back, and nothing of anyone else's count. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/** A 429 with Retry-After, refused before any password was checked; `limit` names the counter (the access log's reason). */
export class SignInLimited extends HttpError {
  constructor(
    readonly limit: "address" | "account" | "site",
    retryAfterSeconds: number,
  ) {
    const { status, message, headers } = tooManyRequests(retryAfterSeconds);
    super(status, message, undefined, headers);
  }
}

/**
 * Counts a sign-in attempt BEFORE its password is checked, so attempts sent at the same moment cannot
 * all pass a check made before any of them failed (docs/security.md says what each limit protects):
 * - per address: 5 failures in 15 minutes;
 * - site-wide: every attempt is counted, but only an address that already has an attempt in its
 *   window is refused past `SIGN_IN_GLOBAL_PER_MINUTE`, so a flood from many addresses (or at unknown
 *   e-mails) never locks out a staff member signing in from an address that has not failed;
 * - per account (the e-mail tried, lower case): 5 failures in 15 minutes, whatever the addresses;
 *   a password-reset request names no account to count (it guesses nothing).
 * A refusal gives back what the earlier counters took (it checked no password) and throws
 * SignInLimited. A right sign-in calls `succeeded()`: its own point is given back to each counter.
 */
export async function countSignInAttempt(address: string, email?: string): Promise<SignInAttempt> {
  const { perAddress, perAccount, siteWide } = signInLimits();
  const taken: [RateLimiterAbstract, string][] = [];
  const giveBack = async () => {
    await Promise.all(taken.map(([limiter, key]) => limiter.reward(key, 1)));
  };
  const take = async (limit: SignInLimited["limit"], limiter: RateLimiterAbstract, key: string) => {
    try {
      const spent = await limiter.consume(key);
      taken.push([limiter, key]);
      return spent;
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      await giveBack();
      if (limit === "site") alarm(refused);
      throw new SignInLimited(limit, secondsUntil(refused));
    }
  };

  const fromAddress = await take("address", perAddress, address);
  if (fromAddress.consumedPoints > 1) {
    await take("site", siteWide, "site");
  } else {
    // The address's only attempt in its window: counted (the alarm sees every flood), never refused.
    const site = await siteWide.penalty("site", 1);
    taken.push([siteWide, "site"]);
    if (site.consumedPoints > env().SIGN_IN_GLOBAL_PER_MINUTE) alarm(site);
  }
  if (email !== undefined) await take("account", perAccount, email.trim().toLowerCase());
  return { succeeded: giveBack };
}

function alarm(counted: RateLimiterRes): void {
  const state = signInLimits();
  if (Date.now() - state.lastAlarm < 60_000) return;
  state.lastAlarm = Date.now();
  console.warn(
    `[auth] ALERT: more than ${env().SIGN_IN_GLOBAL_PER_MINUTE} staff sign-in attempts in a minute from all addresses; ` +
      `addresses that already tried wait ${secondsUntil(counted)} s`,
  );
}
