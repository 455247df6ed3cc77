"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale } from "next-intl";
import { hasSession, onSignIn } from "@/components/staff/session-api";
import { apiCall, type EditorResponse } from "./editor-api";

/**
 * The editor's API caller: a call returned 401 (the session ended) opens the sign-in dialog and,
 * once signed in (there, or in another tab of the browser), runs again, so nothing the staff member
 * typed is lost.
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

  // Signed in again in another tab: that tab says so, and this one asks the server whenever it is
  // looked at again (a sign-in that did not tell, such as another browser window's before this opened).
  useEffect(() => {
    if (!signInOpen) return;
    const check = async () => {
      if (await hasSession()) signedIn();
    };
    const shown = () => void (document.visibilityState === "visible" && check());
    const stopListening = onSignIn(() => void check());
    window.addEventListener("focus", shown);
    document.addEventListener("visibilitychange", shown);
    return () => {
      stopListening();
      window.removeEventListener("focus", shown);
      document.removeEventListener("visibilitychange", shown);
    };
  }, [signInOpen, signedIn]);

  return { call, signInOpen, signedIn };
}
