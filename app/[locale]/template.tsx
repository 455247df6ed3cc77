"use client";

import { useEffect, useState, type ReactNode } from "react";

/** Set once the first page has hydrated: from then on, every template that mounts is a navigation. */
let hydrated = false;

/**
 * A template re-mounts on every navigation, so the route content fades in each time. Not on the
 * first page a visitor opens: content painted at opacity 0 never counts as the largest paint, so a
 * fade there hid the hero from it and let the clip that plays later become the largest paint.
 */
export default function RouteTransition({ children }: { children: ReactNode }) {
  // The server and the hydrating render agree (no fade); later mounts read the flag set below.
  const [fade] = useState(() => hydrated);
  useEffect(() => {
    hydrated = true;
  }, []);
  return <div className={fade ? "route-fade" : undefined}>{children}</div>;
}
