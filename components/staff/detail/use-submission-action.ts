"use client";

import { useState } from "react";
import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { LOCALE_HEADER } from "@/lib/http/header-names";

export interface ActionState {
  busy: boolean;
  message: string;
  error: string;
}

/**
 * Sends one change to the staff API (JSON, in the page's language) and, when it is saved, renders
 * the page again on the server so every panel shows the new state.
 */
export function useSubmissionAction(url: string) {
  const router = useRouter();
  const locale = useLocale();
  const [state, setState] = useState<ActionState>({ busy: false, message: "", error: "" });
  const run = async (
    method: "PATCH" | "POST",
    body: unknown,
    success: string,
    failure: (message: string) => string,
  ) => {
    setState({ busy: true, message: "", error: "" });
    const response = await fetch(url, {
      method,
      headers: { "content-type": "application/json", accept: "application/json", [LOCALE_HEADER]: locale },
      body: JSON.stringify(body),
    }).catch(() => null);
    if (response?.ok) {
      setState({ busy: false, message: success, error: "" });
      router.refresh();
      return true;
    }
    const answer = (await response?.json().catch(() => null)) as { message?: string } | null;
    setState({ busy: false, message: "", error: failure(answer?.message ?? String(response?.status ?? "network")) });
    return false;
  };
  return { state, run };
}
