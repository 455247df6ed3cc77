import "server-only";
import { sameSitePath } from "@/lib/http/same-site-path";

/** Where sign-in returns to when `next` is missing or not a path of this site. */
export const DEFAULT_NEXT = "/staff";

/**
 * A redirect target taken from the request (`next` of the sign-in page, `to` of the preview exit):
 * the normalised same-site path (lib/http/same-site-path.ts), else `fallback` (no open redirect).
 */
export function safeNextPath(value: string | null | undefined, fallback = DEFAULT_NEXT): string {
  return sameSitePath(value) ?? fallback;
}
