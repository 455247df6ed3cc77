"use client";

import type { AnchorHTMLAttributes, ComponentProps, MouseEvent } from "react";
import { useParams, usePathname, useRouter } from "next/navigation";
import { localeOrDefault, localizedHref, stripLocale } from "@/lib/i18n/paths";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "@/lib/i18n/routing";
import { useQueryString } from "@/components/shell/use-query-string";

/** Records a visitor's explicit choice of language in the locale cookie, which the proxy honours later. */
function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An internal path without a locale ("/zen-app"), shown in the page's own language. */
  href: string;
  /** Another language's version of the page: the link keeps that locale's prefix and records the choice. */
  locale?: Locale;
};

/** A click the browser would otherwise follow in this tab, as a plain left click does. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (!target || target === "_self") &&
    !event.currentTarget.hasAttribute("download")
  );
}

/**
 * An internal link: a plain anchor in the server's HTML, followed in the page (Next's router, no full
 * load) and fetched ahead once the visitor shows the intent to follow it (points at it, focuses it,
 * touches it), never while the page is still loading. Next's own Link costs about 7 KB of compressed
 * JavaScript on every page and fetched every link in view, 5 to 10 requests during a first visit.
 * It goes where its anchor's href says: a blog post points the language switch at its translation
 * (components/shell/language-paths.ts). Written out in each handler, which compresses smaller than a helper.
 */
export function SiteLink({ href, locale, onClick, onMouseEnter, onFocus, onTouchStart, ...rest }: SiteLinkProps) {
  const router = useRouter();
  const pageLocale = usePageLocale();
  const target = locale ? localizedHref(locale, href, true) : localizedHref(pageLocale, href);
  return (
    <a
      href={target}
      hrefLang={locale}
      onClick={(event) => {
        if (locale && locale !== pageLocale) rememberLocale(locale);
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        router.push(event.currentTarget.href);
      }}
      onMouseEnter={(event) => {
        router.prefetch(event.currentTarget.href);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        router.prefetch(event.currentTarget.href);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        router.prefetch(event.currentTarget.href);
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
}

/** The page's locale, read from its route (Next's own hook: next-intl's would bring its runtime along). */
export function usePageLocale(): Locale {
  return localeOrDefault(useParams<{ locale?: string }>()?.locale);
}

/** The page's path without its locale prefix ("/en/about" → "/about"). */
export function useInternalPathname(): string {
  return stripLocale(usePathname());
}

type QueryLinkProps = ComponentProps<typeof SiteLink>;

/** An internal link that carries the current query parameters (utm_* and the rest) forward; prefetched on intent. */
export function QueryLink({ href, ...rest }: QueryLinkProps) {
  const query = useQueryString();
  return <SiteLink href={`${href}${query}`} {...rest} />;
}
