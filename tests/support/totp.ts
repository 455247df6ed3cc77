// An authenticator app's code, made the way RFC 6238 says (HMAC-SHA1, 30-second steps, 6 digits)
// from the base32 key the set-up page shows: independent of the library the server checks with.
import { createHmac } from "node:crypto";

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Bytes(text: string): Buffer {
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The code an app shows for `secret` (base32) at `at` (ms since the epoch). */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 15;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}

const STEP_MS = 30_000;
const usedSteps = new Map<string, number>();

/**
 * A code the server has not accepted yet, for tests that sign in more than once (a code signs in once:
 * lib/auth/totp-replay.ts). The current step's code, else the next step's (the server accepts a step of
 * drift), else it waits for the app's next code, as a person would.
 */
export async function unusedTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, (usedSteps.get(secret) ?? now - 1) + 1);
    if (step <= now + 1) {
      usedSteps.set(secret, step);
      return totpCode(secret, step * STEP_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP_MS - Date.now() + 100));
  }
}
