import "server-only";
import { createHmac } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { db } from "@/lib/db/client";
import type { StaffAuth } from "./create-auth";
import { findRecoveryCode, sameText } from "./recovery-codes";

/** better-auth's TOTP: 30-second steps, 6 digits, and the codes of the step before and after accepted too. */
const STEP_MS = 30_000;
const DRIFT_STEPS = 1;
const BASE32_PREFIX = "base32:";
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The HMAC key as better-auth's createOTP uses it: the decrypted secret's UTF-8 bytes, or an imported base32 key's bytes. */
function keyBytes(secret: string): Buffer {
  if (!secret.startsWith(BASE32_PREFIX)) return Buffer.from(secret, "utf8");
  let bits = "";
  for (const char of secret.slice(BASE32_PREFIX.length).toUpperCase().replace(/=+$/, "")) {
    bits += BASE32.indexOf(char).toString(2).padStart(5, "0");
  }
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

function codeAt(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

const decrypt = async (auth: StaffAuth, data: string) =>
  symmetricDecrypt({ key: (await auth.$context).secretConfig, data });

/** The time step, among those better-auth accepts now, whose code `code` is; null when none. No writes. */
export async function totpStep(auth: StaffAuth, encryptedSecret: string, code: string): Promise<number | null> {
  const key = keyBytes(await decrypt(auth, encryptedSecret));
  const now = Math.floor(Date.now() / STEP_MS);
  let step: number | null = null;
  for (let candidate = now - DRIFT_STEPS; candidate <= now + DRIFT_STEPS; candidate += 1) {
    if (sameText(code, codeAt(key, candidate))) step = candidate;
  }
  return step;
}

/**
 * Spends `step` for the account before better-auth accepts its code (RFC 6238 §5.2: a code is accepted
 * once): false when a code of that step or a later one was accepted before. One conditional UPDATE of
 * the account's two-factor row, so of two requests with one code, on one instance or two, one wins.
 */
export async function claimTotpStep(userId: string, step: number): Promise<boolean> {
  const { count } = await db().staffTwoFactor.updateMany({
    where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step },
  });
  return count > 0;
}

/**
 * The account's unused recovery code that `code` is, as stored (better-auth removes it by that
 * spelling as it accepts it), matched ignoring case, spaces and dashes (lib/auth/recovery-codes.ts);
 * null when none. No writes.
 */
export async function storedRecoveryCode(
  auth: StaffAuth,
  encryptedCodes: string,
  code: string,
): Promise<string | null> {
  const codes: unknown = JSON.parse(await decrypt(auth, encryptedCodes));
  return Array.isArray(codes) ? findRecoveryCode(codes, code) : null;
}

/** The otpauth:// address of `secret` (used as its UTF-8 bytes, as better-auth's set-up makes it) for an app. */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  let bits = "";
  for (const byte of Buffer.from(secret, "utf8")) bits += byte.toString(2).padStart(8, "0");
  const base32 = (bits.match(/.{1,5}/g) ?? []).map((chunk) => BASE32[parseInt(chunk.padEnd(5, "0"), 2)]).join("");
  const params = new URLSearchParams({ secret: base32, issuer, digits: "6", period: String(STEP_MS / 1000) });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${params.toString()}`;
}
