import "server-only";
import { badRequest } from "@/lib/http/errors";
import { IDEMPOTENCY_HEADER } from "@/lib/http/header-names";

const pattern = /^[A-Za-z0-9_-]{8,100}$/;

/** The submit's key, or undefined when the caller sent none (scripts); a malformed one is a 400. */
export function idempotencyKeyFrom(request: Request): string | undefined {
  const value = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!value) return undefined;
  if (!pattern.test(value))
    throw badRequest("The Idempotency-Key header must be 8 to 100 letters, digits, '-' or '_'.");
  return value;
}
