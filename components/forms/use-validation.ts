"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { Translate } from "@/lib/validation/translate";

/** The same zod schema the server uses, built with this page's validation messages. */
export function useLocalizedSchema<S>(factory: (t: Translate) => S, deps: unknown[] = []): S {
  const locale = useLocale();
  const messages = useTranslations("validation");
  return useMemo(
    () => factory((key, values) => messages(key, values)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the factory is a module function; locale and deps decide
    [locale, messages, ...deps],
  );
}
