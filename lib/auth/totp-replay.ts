import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { db } from "@/lib/db/client";
import type { StaffAuth } from "./create-auth";

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

export type TotpClaim = "claimed" | "used" | "wrong";

/**
 * Spends the time step of `code` for the account, before better-auth checks it and makes a session
 * (RFC 6238 §5.2: a code is accepted once). "used": a code of that step or a later one was already
 * accepted, refused like a wrong code. The step is claimed by one conditional UPDATE of the account's
 * two-factor row, so of two requests with one code, on one instance or two, only one gets "claimed".
 * "wrong": no step in the window has this code; better-auth refuses it and counts the failure.
 */
export async function claimTotpStep(auth: StaffAuth, userId: string, code: string): Promise<TotpClaim> {
  const row = await db().staffTwoFactor.findFirst({ where: { userId }, select: { secret: true } });
  if (!row) return "wrong";
  const secret = await symmetricDecrypt({ key: (await auth.$context).secretConfig, data: row.secret });
  const key = keyBytes(secret);
  const now = Math.floor(Date.now() / STEP_MS);
  let step: number | undefined;
  for (let candidate = now - DRIFT_STEPS; candidate <= now + DRIFT_STEPS; candidate += 1) {
    const expected = Buffer.from(codeAt(key, candidate));
    const given = Buffer.from(code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) step = candidate;
  }
  if (step === undefined) return "wrong";
  const { count } = await db().staffTwoFactor.updateMany({
    where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step },
  });
  return count > 0 ? "claimed" : "used";
}
