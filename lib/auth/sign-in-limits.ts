import "server-only";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/config/env";
import { HttpError, tooManyRequests } from "@/lib/http/errors";
import { limiterStore } from "@/lib/http/limiter-store";
import {
  ATTEMPTS_PER_ACCOUNT,
  ATTEMPTS_PER_ADDRESS,
  RESET_REQUESTS_PER_ADDRESS,
  SIGN_IN_WINDOW_MINUTES,
} from "./sign-in-rules";

const WINDOW_SECONDS = SIGN_IN_WINDOW_MINUTES * 60;

function createSignInLimits() {
  // In the database on PostgreSQL (lib/http/limiter-store.ts): the lockout holds across instances.
  const store = limiterStore();
  return {
    perAddress: store({ keyPrefix: "sign-in:address", points: ATTEMPTS_PER_ADDRESS, durationSeconds: WINDOW_SECONDS }),
    perAccount: store({ keyPrefix: "sign-in:account", points: ATTEMPTS_PER_ACCOUNT, durationSeconds: WINDOW_SECONDS }),
    resetsPerAddress: store({
      keyPrefix: "reset:address",
      points: RESET_REQUESTS_PER_ADDRESS,
      durationSeconds: WINDOW_SECONDS,
    }),
    siteWide: store({ keyPrefix: "sign-in:site", points: env().SIGN_IN_GLOBAL_PER_MINUTE, durationSeconds: 60 }),
    lastAlarm: 0,
  };
}

// On globalThis: the sign-in route, the reset routes and the accounts page are separate bundles of one
// process, and on SQLite (counts in memory) an admin's unlock must see the sign-in route's counts.
const globalForSignIn = globalThis as typeof globalThis & { signInLimits?: ReturnType<typeof createSignInLimits> };
const signInLimits = () => (globalForSignIn.signInLimits ??= createSignInLimits());

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

const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Counts a sign-in attempt BEFORE its password is checked, so attempts sent at the same moment cannot
 * all pass a check made before any of them failed (docs/security.md says what each limit protects):
 * - per address: 50 failures in 15 minutes, at any accounts (an office shares one address);
 * - site-wide: every attempt is counted, but only an address that already has an attempt in its
 *   window is refused past `SIGN_IN_GLOBAL_PER_MINUTE`, so a flood from many addresses (or at unknown
 *   e-mails) never locks out a staff member signing in from an address that has not failed;
 * - per account (the e-mail tried, lower case): 5 failures in 15 minutes, whatever the addresses:
 *   only that account waits.
 * A refusal gives back what the earlier counters took (it checked no password) and throws
 * SignInLimited. A right sign-in calls `succeeded()`: its own point is given back to each counter.
 */
export async function countSignInAttempt(address: string, email: string): Promise<SignInAttempt> {
  const { perAddress, perAccount } = signInLimits();
  return count(perAddress, address, [perAccount, accountKey(email)]);
}

/**
 * Counts a "forgot your password" request: a counter of its own per address (each request may send a
 * mail; it guesses no password, so it names no account to count), and the site-wide one.
 */
export async function countResetRequest(address: string): Promise<void> {
  await count(signInLimits().resetsPerAddress, address);
}

async function count(
  byAddress: RateLimiterAbstract,
  address: string,
  account?: [RateLimiterAbstract, string],
): Promise<SignInAttempt> {
  const { siteWide } = signInLimits();
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

  const fromAddress = await take("address", byAddress, address);
  if (fromAddress.consumedPoints > 1) {
    await take("site", siteWide, "site");
  } else {
    // The address's only attempt in its window: counted (the alarm sees every flood), never refused.
    const site = await siteWide.penalty("site", 1);
    taken.push([siteWide, "site"]);
    if (site.consumedPoints > env().SIGN_IN_GLOBAL_PER_MINUTE) alarm(site);
  }
  if (account) await take("account", ...account);
  return { succeeded: giveBack };
}

/** An account locked by its failures: how long it still waits; null when its next attempt is checked. */
export async function accountLock(email: string): Promise<{ secondsLeft: number } | null> {
  const counted = await signInLimits().perAccount.get(accountKey(email));
  if (!counted || counted.consumedPoints < ATTEMPTS_PER_ACCOUNT || counted.msBeforeNext <= 0) return null;
  return { secondsLeft: secondsUntil(counted) };
}

/** Forgets an account's failures (an admin's unlock, a new password set from a link): its next attempt is checked. */
export async function unlockAccount(email: string): Promise<void> {
  await signInLimits().perAccount.delete(accountKey(email));
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
