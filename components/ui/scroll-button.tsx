"use client";

import type { ReactNode } from "react";
import { productFormOffset, scrollToId } from "./arrival-scroll";

interface ScrollButtonProps {
  targetId: string;
  /** Fixed offset in px, or "product" for the product pages' narrow-screen offset. */
  offset?: number | "product";
  className?: string;
  children: ReactNode;
}

/** A button that scrolls smoothly to a section of the same page. */
export function ScrollButton({ targetId, offset = 0, className, children }: ScrollButtonProps) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => scrollToId(targetId, offset === "product" ? productFormOffset() : offset)}
    >
      {children}
    </button>
  );
}
