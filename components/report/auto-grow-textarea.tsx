"use client";

import { useCallback, useLayoutEffect, useRef, type TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

interface AutoGrowTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name"> {
  registration: UseFormRegisterReturn;
  /** Watched value, so the height also follows programmatic changes (reset). */
  value: string | undefined;
}

/** A textarea at least 86px tall (CSS) that grows with its content instead of scrolling. */
export function AutoGrowTextarea({ registration, value, ...rest }: AutoGrowTextareaProps) {
  const element = useRef<HTMLTextAreaElement | null>(null);
  const fit = useCallback(() => {
    const area = element.current;
    if (!area) return;
    area.style.height = "auto";
    area.style.height = `${area.scrollHeight + area.offsetHeight - area.clientHeight}px`;
  }, []);
  useLayoutEffect(fit, [fit, value]);
  const { ref, onChange, ...field } = registration;
  return (
    <textarea
      {...rest}
      {...field}
      ref={(node) => {
        ref(node);
        element.current = node;
      }}
      onChange={(event) => {
        fit();
        return onChange(event);
      }}
    />
  );
}
