import "server-only";
/** Where sign-in returns to when `next` is missing or not a path of this site. */
export const DEFAULT_NEXT = "/staff";

const BASE = "http://same-site.invalid";

/**
 * `next` of the sign-in page, only when it is a path on this site: "/staff/submissions?q=x" passes;
 * "//evil.example", "/\evil.example", "https://evil.example/…", "javascript:…" and anything with
 * control characters or backslashes fall back to /staff (no open redirect).
 */
export function safeNextPath(value: string | null | undefined, fallback = DEFAULT_NEXT): string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return fallback;
  // Browsers read a backslash as a slash ("/\evil" is "//evil"); control characters are stripped by them.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
