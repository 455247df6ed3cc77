"use client";

import type { ComponentProps } from "react";
import { Link } from "@/lib/i18n/navigation";
import { useQueryString } from "./use-query-string";

type QueryLinkProps = Omit<ComponentProps<typeof Link>, "href"> & { href: string };

/** An internal link that carries the current query parameters (utm_* and the rest) forward. */
export function QueryLink({ href, ...rest }: QueryLinkProps) {
  const query = useQueryString();
  return <Link href={`${href}${query}`} {...rest} />;
}
