"use client";

import { useCallback, useRef } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { loadOnce } from "@/lib/client/load-once";
import type { LeadVariant } from "@/lib/validation/lead-variants";
import type { Translate } from "@/lib/validation/translate";
import type { FormResolvers } from "./form-resolvers";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/routing";

/** This page's validation messages, for the same zod schema factories the server uses. */
function useValidationTranslate(): Translate {
  const messages = useTranslations("validation");
  return useCallback((key, values) => messages(key, values), [messages]);
}

/**
 * Starts loading the forms' schemas (zod and the rules, ~40 KB). The forms call it when the visitor
 * first focuses or presses inside them, so the code is there by the first blur or submit.
 */
export const preloadFormResolvers = loadOnce(() => import("./form-resolvers").then((module) => module.formResolvers));

const preload = () => void preloadFormResolvers().catch(() => undefined);
/** Spread on a form element: its first focus or press starts loading the schemas. */
const loadOnTouch = { onFocus: preload, onPointerDown: preload };

/**
 * A react-hook-form resolver that validates with the form's zod schema (the lead form's for
 * `variant`), loaded on first use. Should the code fail to load (a flaky connection), the values go
 * to the server unchecked: it validates with the same schema and its field errors are shown, so
 * nothing typed is lost.
 */
export function useLazyResolver<Input extends FieldValues, Output>(
  form: keyof FormResolvers,
  variant: LeadVariant = "Beta",
): { resolver: Resolver<Input, unknown, Output>; loadOnTouch: typeof loadOnTouch } {
  const translate = useValidationTranslate();
  const locale = useLocale() as Locale;
  const built = useRef<{ t: Translate; variant: LeadVariant; resolve: Resolver<Input, unknown, Output> } | null>(null);
  const resolver = useCallback<Resolver<Input, unknown, Output>>(
    async (values, context, options) => {
      let resolvers: FormResolvers;
      try {
        resolvers = await preloadFormResolvers();
      } catch {
        return { values: values as unknown as Output, errors: {} };
      }
      if (built.current?.t !== translate || built.current.variant !== variant) {
        const resolve = resolvers[form](translate, locale, variant) as unknown as Resolver<Input, unknown, Output>;
        built.current = { t: translate, variant, resolve };
      }
      return built.current.resolve(values, context, options);
    },
    [form, translate, locale, variant],
  );
  return { resolver, loadOnTouch };
}
