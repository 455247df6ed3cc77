"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** A flag that turns itself off after `ms` (the thank-you panels' 10 s). */
export function useTimedFlag(ms: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const raise = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return [on, raise];
}

export const THANK_YOU_MS = 10_000;
