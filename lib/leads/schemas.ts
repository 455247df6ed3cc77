import "server-only";
import type * as z from "zod/mini";
import { serverTranslator } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/routing";
import type { Translate } from "@/lib/validation/translate";

/** Builds each form schema once per locale (its words and, on Korean pages, its shape); they are pure, so reusing them across requests is safe. */
export function perLocale<S extends z.core.$ZodType>(
  factory: (t: Translate, locale: Locale) => S,
): (locale: Locale) => Promise<S> {
  const cache = new Map<Locale, Promise<S>>();
  return (locale) => {
    let schema = cache.get(locale);
    if (!schema) {
      schema = serverTranslator(locale, "validation").then((t) => factory(t, locale));
      // A failed load is not kept: the next request tries again.
      schema.catch(() => cache.delete(locale));
      cache.set(locale, schema);
    }
    return schema;
  };
}
