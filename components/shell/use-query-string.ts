"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

/**
 * The current query string ("?utm_source=x" or ""), read without useSearchParams so that
 * statically rendered pages need no Suspense boundary; the server renders links without it.
 */
export function useQueryString(): string {
  usePathname(); // re-render on client navigation, which changes location.search too
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
}
