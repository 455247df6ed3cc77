"use client";

import type { ComponentProps } from "react";
import { PrefetchOnIntentLink } from "@/components/ui/prefetch-on-intent-link";
import { useQueryString } from "./use-query-string";

type QueryLinkProps = Omit<ComponentProps<typeof PrefetchOnIntentLink>, "href"> & { href: string };

/** An internal link that carries the current query parameters (utm_* and the rest) forward; prefetched on intent. */
export function QueryLink({ href, ...rest }: QueryLinkProps) {
  const query = useQueryString();
  return <PrefetchOnIntentLink href={`${href}${query}`} {...rest} />;
}
