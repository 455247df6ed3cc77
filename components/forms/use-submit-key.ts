"use client";

import { useCallback, useRef } from "react";

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * One idempotency key per submit: kept across retries after a failure (so the server stores and
 * mails once), replaced after a success (so the next submit is a new lead). Given the submit's
 * `answers` (any text that tells them apart), a retry with changed answers gets a new key too.
 */
export function useSubmitKey() {
  const key = useRef<{ value: string; answers?: string } | null>(null);
  const current = useCallback((answers?: string) => {
    if (key.current?.answers !== answers) key.current = null;
    return (key.current ??= { value: randomKey(), answers }).value;
  }, []);
  const reset = useCallback(() => {
    key.current = null;
  }, []);
  return { current, reset };
}
