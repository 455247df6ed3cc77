"use client";

import type { ComponentProps } from "react";
import { SiteLink } from "@/components/navigation/site-link";
import { useQueryString } from "./use-query-string";

type QueryLinkProps = ComponentProps<typeof SiteLink>;

/** An internal link that carries the current query parameters (utm_* and the rest) forward; prefetched on intent. */
export function QueryLink({ href, ...rest }: QueryLinkProps) {
  const query = useQueryString();
  return <SiteLink href={`${href}${query}`} {...rest} />;
}
