"use client";

import type { ReactNode } from "react";
import { usePathname } from "@/lib/i18n/navigation";
import { isChromeless } from "@/lib/seo/site-pages";

/** Renders the banner and header except on campaign and booking paths (/phx, /demo, …). */
export function ChromeGate({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return isChromeless(pathname) ? null : children;
}
