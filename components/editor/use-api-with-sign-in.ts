"use client";

import { useCallback, useRef, useState } from "react";
import { useLocale } from "next-intl";
import { apiCall, type EditorResponse } from "./editor-api";

/**
 * The editor's API caller: a call returned 401 (the session ended) opens the sign-in dialog and,
 * once signed in, runs again, so nothing the staff member typed is lost.
 */
export function useApiWithSignIn() {
  const locale = useLocale();
  const [signInOpen, setSignInOpen] = useState(false);
  const waiting = useRef<(() => void)[]>([]);

  const call = useCallback(
    async <T>(method: string, path: string, body?: unknown): Promise<EditorResponse<T>> => {
      const response = await apiCall<T>(method, path, body, locale);
      if (response.status !== 401) return response;
      setSignInOpen(true);
      await new Promise<void>((resolve) => waiting.current.push(resolve));
      return apiCall<T>(method, path, body, locale);
    },
    [locale],
  );

  const signedIn = useCallback(() => {
    setSignInOpen(false);
    const resolvers = waiting.current.splice(0);
    for (const resolve of resolvers) resolve();
  }, []);

  return { call, signInOpen, signedIn };
}
