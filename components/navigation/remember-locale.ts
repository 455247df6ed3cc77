import { routing, type Locale } from "@/lib/i18n/routing";

/** Records a visitor's explicit choice of language in the locale cookie, which the proxy honours later. */
export function rememberLocale(locale: Locale) {
  const { name, maxAge, sameSite } = routing.localeCookie as { name: string; maxAge: number; sameSite: string };
  document.cookie = `${name}=${locale}; path=/; max-age=${maxAge}; samesite=${sameSite}`;
}
