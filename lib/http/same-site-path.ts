const BASE = "http://same-site.invalid";

/** Starts like a network-path reference ("//host", "/\host"): a browser reads it as another site. */
const otherHost = (path: string) => /^[/\\]{2}/.test(path);

/**
 * `value` as a path of this site, normalised the way a browser will read it, or null when it is not
 * one: "/staff?q=x" and "/a/../b" pass ("/b"); "//evil", "/\evil", "https://…", "javascript:…" do not,
 * nor anything that only becomes "//evil" once dot segments are resolved ("/.//evil", "/a/..//evil",
 * "/%2e%2e//evil") or percent-decoded ("/%2F/evil"), nor control characters or backslashes, which
 * browsers strip or read as "/". The one check for every redirect or link that takes a path from outside.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  if (/[\\\u0000-\u001f\u007f-\u009f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Check what the browser will get (normalised), not what was asked, and that once more after decoding.
  if (otherHost(path) || otherHost(decoded(url.pathname))) return null;
  return path;
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Where sign-in returns to when `next` is missing or not a path of this site. */
export const DEFAULT_NEXT = "/staff";

/**
 * A redirect target taken from the request (`next` of the sign-in page, `to` of the preview exit):
 * the normalised same-site path (above), else `fallback` (no open redirect).
 */
export function safeNextPath(value: string | null | undefined, fallback = DEFAULT_NEXT): string {
  return sameSitePath(value) ?? fallback;
}
