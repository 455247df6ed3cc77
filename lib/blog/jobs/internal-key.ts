import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";

/** The header that carries the key on the server's calls to its own job route. */
export const INTERNAL_KEY_HEADER = "x-internal-key";

const globalForKey = globalThis as typeof globalThis & { blogInternalKey?: string };

/**
 * The key of the server's calls to itself: derived from SESSION_SECRET (so every process of one
 * deployment agrees), or random for this process when staff access is not configured.
 */
export function internalKey(): string {
  const secret = env().SESSION_SECRET;
  if (secret) return createHmac("sha256", secret).update("blog-internal-route").digest("base64url");
  globalForKey.blogInternalKey ??= randomBytes(32).toString("base64url");
  return globalForKey.blogInternalKey;
}

export function hasInternalKey(request: Request): boolean {
  const given = Buffer.from(request.headers.get(INTERNAL_KEY_HEADER) ?? "");
  const expected = Buffer.from(internalKey());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
