import { randomInt, timingSafeEqual } from "node:crypto";

/**
 * Recovery codes are read off paper and typed by hand: lower case, without the look-alikes 0/o and
 * 1/i/l. Ten letters from 31 give about 50 bits per code, and a wrong code counts toward the sign-in lockout.
 */
export const RECOVERY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
export const RECOVERY_CODE_COUNT = 10;
const CODE_LENGTH = 10;

/** Ten new codes, shown as two groups of five ("k7m2q-x9brt"). */
export function generateRecoveryCodes(amount = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: amount }, () => {
    const letters = Array.from({ length: CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${letters.slice(0, 5).join("")}-${letters.slice(5).join("")}`;
  });
}

/** A code as compared: lower case, without spaces and dashes ("K7M2Q X9BRT" is "k7m2qx9brt"). */
export const normaliseRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[\s\-\u2010-\u2015\u2212]+/g, "");

/** Whether two texts are the same, compared in constant time for their length. */
export const sameText = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The stored code `given` is, compared after normalising both sides, or null. Codes made before the
 * alphabet above (mixed case, "sGgRs-p5HdP") are kept as made, so they match typed in any case too;
 * the stored spelling is returned because better-auth removes a used code by exact equality.
 */
export function findRecoveryCode(stored: readonly unknown[], given: string): string | null {
  const wanted = normaliseRecoveryCode(given);
  let found: string | null = null;
  for (const known of stored) {
    if (typeof known === "string" && sameText(normaliseRecoveryCode(known), wanted) && found === null) found = known;
  }
  return found;
}
