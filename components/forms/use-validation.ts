"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { Translate } from "@/lib/validation/translate";

/** This page's validation messages, for the same zod schema factories the server uses. */
export function useValidationTranslate(): Translate {
  const messages = useTranslations("validation");
  return useCallback((key, values) => messages(key, values), [messages]);
}
