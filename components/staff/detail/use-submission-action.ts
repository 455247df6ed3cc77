"use client";

import { useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { apiRequest } from "@/lib/client/api-request";
import type { FieldErrors } from "@/lib/http/errors";

export interface ActionState {
  busy: boolean;
  message: string;
  error: string;
  /** The server's messages per field of a refused change. */
  fieldErrors?: FieldErrors;
  /** Saved, and the page is being drawn again with it: the fields do not hold an unsaved change any more. */
  refreshing?: boolean;
}

/**
 * Sends one change to the staff API (JSON, in the page's language) and, when it is saved, renders
 * the page again on the server so every panel shows the new state; `success` is then the message.
 */
export function useSubmissionAction(url: string) {
  const t = useTranslations("staff.detail");
  const router = useRouter();
  const locale = useLocale();
  const [state, setState] = useState<ActionState>({ busy: false, message: "", error: "" });
  const [refreshing, startRefresh] = useTransition();
  const run = async (method: "PATCH" | "POST", body: unknown, success: string) => {
    setState({ busy: true, message: "", error: "" });
    const response = await apiRequest(method, url, { body, locale });
    if (response.ok) {
      setState({ busy: false, message: success, error: "" });
      startRefresh(() => router.refresh());
      return true;
    }
    const message = response.message ?? (response.status ? String(response.status) : "network");
    setState({ busy: false, message: "", error: t("saveFailed", { message }), fieldErrors: response.fieldErrors });
    return false;
  };
  return { state: refreshing ? { ...state, refreshing } : state, run };
}
