"use client";

import { useCallback, useEffect, useRef, useState } from "react";

export interface Status {
  kind: "success" | "error";
  text: string;
}

/** Spec §9: status messages disappear after 3 seconds. */
export const STATUS_MS = 3000;

export function useStatus(): [Status | null, (status: Status) => void] {
  const [status, setStatus] = useState<Status | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((next: Status) => {
    clearTimeout(timer.current);
    setStatus(next);
    timer.current = setTimeout(() => setStatus(null), STATUS_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [status, show];
}
