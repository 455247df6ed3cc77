import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify<string, Buffer, number, ScryptOptions, Buffer>(scrypt);

/** Cost parameters of new hashes: N=2^15 takes about 0.1 s and 32 MiB here. */
export const DEFAULT_SCRYPT = { N: 32768, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function maxmemFor(N: number, r: number): number {
  return 128 * N * r * 2;
}

/** `scrypt$N$r$p$saltB64$hashB64`, the format STAFF_PASSWORD_HASH expects. */
export function hashPassword(password: string, params: { N: number; r: number; p: number } = DEFAULT_SCRYPT): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { ...params, maxmem: maxmemFor(params.N, params.r) });
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

/**
 * Constant-time check of a password against a stored hash; false for a malformed hash. Async, so
 * the 0.1 s of hashing runs on libuv's pool instead of stalling every other request.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !saltB64 || !hashB64) return false;
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  const expected = Buffer.from(hashB64, "base64");
  if (!Number.isInteger(N) || !Number.isInteger(R) || !Number.isInteger(P) || expected.length === 0) return false;
  const actual = await scryptAsync(password, Buffer.from(saltB64, "base64"), expected.length, {
    N,
    r: R,
    p: P,
    maxmem: maxmemFor(N, R),
  });
  return timingSafeEqual(actual, expected);
}
