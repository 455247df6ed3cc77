import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "@/lib/config/env";
import { tooManyRequests } from "@/lib/http/errors";

/** Wrong passwords allowed per address in the window; the 6th attempt answers 429. */
export const ATTEMPTS_PER_ADDRESS = 5;
const ADDRESS_WINDOW_SECONDS = 15 * 60;

interface SignInLimits {
  perAddress: RateLimiterMemory;
  siteWide: RateLimiterMemory;
  lastAlarm: number;
}

let limits: SignInLimits | undefined;

function signInLimits(): SignInLimits {
  limits ??= {
    perAddress: new RateLimiterMemory({ points: ATTEMPTS_PER_ADDRESS, duration: ADDRESS_WINDOW_SECONDS }),
    siteWide: new RateLimiterMemory({ points: env().SIGN_IN_GLOBAL_PER_MINUTE, duration: 60 }),
    lastAlarm: 0,
  };
  return limits;
}

const secondsUntil = (refused: RateLimiterRes) => Math.max(1, Math.ceil(refused.msBeforeNext / 1000));

/**
 * Counts a sign-in attempt BEFORE its password is checked, so attempts sent at the same moment
 * cannot all pass a check made before any of them failed. First per address (5 per 15 minutes;
 * a blocked address spends nothing of the site-wide budget), then site-wide: more attempts a
 * minute than staff ever make means an attack from many addresses, so everyone waits for the rest
 * of that minute, and the log says so once a minute. Throws 429 with Retry-After.
 */
export async function countSignInAttempt(address: string): Promise<void> {
  const { perAddress, siteWide } = signInLimits();
  try {
    await perAddress.consume(address);
  } catch (refused) {
    if (refused instanceof RateLimiterRes) throw tooManyRequests(secondsUntil(refused));
    throw refused;
  }
  try {
    await siteWide.consume("site");
  } catch (refused) {
    if (!(refused instanceof RateLimiterRes)) throw refused;
    alarm(refused);
    throw tooManyRequests(secondsUntil(refused));
  }
}

function alarm(refused: RateLimiterRes): void {
  const state = signInLimits();
  if (Date.now() - state.lastAlarm < 60_000) return;
  state.lastAlarm = Date.now();
  console.warn(
    `[auth] ALERT: more than ${env().SIGN_IN_GLOBAL_PER_MINUTE} staff sign-in attempts in a minute from all addresses; ` +
      `every sign-in waits ${secondsUntil(refused)} s`,
  );
}

/** A right password: the address starts afresh and its attempt is given back to the site-wide budget. */
export async function signInSucceeded(address: string): Promise<void> {
  const { perAddress, siteWide } = signInLimits();
  await Promise.all([perAddress.delete(address), siteWide.reward("site", 1)]);
}
