import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { env } from "@/lib/config/env";
import { tooManyRequests } from "@/lib/http/errors";
import { limiterStore } from "@/lib/http/limiter-store";

/** Wrong passwords allowed per address in the window; the 6th attempt responds 429. */
export const ATTEMPTS_PER_ADDRESS = 5;
const ADDRESS_WINDOW_SECONDS = 15 * 60;

function createSignInLimits() {
  // In the database on PostgreSQL (lib/http/limiter-store.ts): the lockout holds across instances.
  const store = limiterStore();
  return {
    perAddress: store({
      keyPrefix: "sign-in:address",
      points: ATTEMPTS_PER_ADDRESS,
      durationSeconds: ADDRESS_WINDOW_SECONDS,
    }),
    siteWide: store({ keyPrefix: "sign-in:site", points: env().SIGN_IN_GLOBAL_PER_MINUTE, durationSeconds: 60 }),
    lastAlarm: 0,
  };
}

let limits: ReturnType<typeof createSignInLimits> | undefined;
const signInLimits = () => (limits ??= createSignInLimits());

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
