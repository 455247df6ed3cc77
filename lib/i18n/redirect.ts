import { redirect } from "next/navigation";
import { localizedPath } from "./paths";
import type { Locale } from "./routing";

/**
 * Sends a page's request on to an internal path in a locale. next-intl's redirect (./navigation.ts)
 * does the same, but a page that imports that module ships next-intl's client Link with it (about
 * 8 KB gzipped), even when it renders none.
 */
export function redirectTo(locale: Locale, path: string): never {
  redirect(localizedPath(locale, path));
}
