"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { FormPostError } from "./post-json";

/** Turns a failed submit into one sentence in the visitor's language (the old site's client texts, localised). */
export function useFormErrorText(): (error: unknown) => string {
  const t = useTranslations("forms.errors");
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof FormPostError)) return t("network");
      if (error.serverMessage) return error.serverMessage;
      if (error.reason !== "status") return t(error.reason);
      if (error.status === 429) return t("tooMany");
      if (error.status !== undefined && error.status >= 500) return t("server");
      return t("status", { status: error.status ?? 0 });
    },
    [t],
  );
}
