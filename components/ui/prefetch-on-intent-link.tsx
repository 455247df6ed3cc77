"use client";

import type { ComponentProps } from "react";
import { Link, useRouter } from "@/lib/i18n/navigation";

type PrefetchOnIntentLinkProps = ComponentProps<typeof Link>;

/**
 * An internal link whose page is fetched ahead once the visitor shows the intent to follow it
 * (points at it, focuses it, touches it), never while the page is still loading: Next's default,
 * fetching every link in view, sent 5 to 10 requests for other pages' data during a first visit.
 */
export function PrefetchOnIntentLink({
  href,
  locale,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: PrefetchOnIntentLinkProps) {
  const router = useRouter();
  const warm = () => {
    if (typeof href === "string") router.prefetch(href, locale ? { locale } : undefined);
  };
  return (
    <Link
      href={href}
      locale={locale}
      prefetch={false}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
}
