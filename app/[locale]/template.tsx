import type { ReactNode } from "react";

// A template re-mounts on every navigation, so the route content fades in each time.
export default function RouteTransition({ children }: { children: ReactNode }) {
  return <div className="route-fade">{children}</div>;
}
