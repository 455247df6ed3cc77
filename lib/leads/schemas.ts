import type * as z from "zod/mini";
import { serverTranslator, type FormLocale, type Translate } from "@/lib/validation/translate";

/** Builds each form schema once per locale; they are pure, so reusing them across requests is safe. */
export function perLocale<S extends z.core.$ZodType>(factory: (t: Translate) => S): (locale: FormLocale) => S {
  const cache = new Map<FormLocale, S>();
  return (locale) => {
    let schema = cache.get(locale);
    if (!schema) {
      schema = factory(serverTranslator(locale));
      cache.set(locale, schema);
    }
    return schema;
  };
}
