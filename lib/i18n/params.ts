import "server-only";
import { hasLocale, type Messages, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound, redirect } from "next/navigation";
import { localizedPath } from "./paths";
import { routing } from "./routing-config";
import type { Locale } from "./routing";

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** Reads and checks the [locale] segment, and enables static rendering for it. */
export async function resolveLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * A page's first step in one call: checks its [locale] segment (which also keeps the page built
 * ahead, see resolveLocale) and loads the words of one message namespace.
 *   const { locale, t } = await pageTranslations(params, "career");
 */
export async function pageTranslations<N extends Namespace>(params: Promise<{ locale: string }>, namespace: N) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace });
  return { locale, t };
}

/**
 * Sends a page's request on to an internal path in a locale. next-intl's redirect (./navigation.ts)
 * does the same, but a page that imports that module ships next-intl's client Link with it (about
 * 8 KB gzipped), even when it renders none.
 */
export function redirectTo(locale: Locale, path: string): never {
  redirect(localizedPath(locale, path));
}
