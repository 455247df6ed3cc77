"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { onceNear } from "./once-near";

interface WhenNearProps {
  /** Rendered once the place comes within 600 px of the viewport, and from then on. */
  children: ReactNode;
  /** Holds the place until then. */
  placeholder: ReactNode;
}

/**
 * Draws `children` only when a visitor nears them. With a `next/dynamic` component as the child, its
 * code is fetched only then too: for heavy parts below the fold (a form, a wizard).
 */
export function WhenNear({ children, placeholder }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    return onceNear(element, "600px", () => setNear(true));
  }, [near]);
  return <div ref={ref}>{near ? children : placeholder}</div>;
}
