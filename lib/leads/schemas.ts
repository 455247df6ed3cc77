import "server-only";
import type * as z from "zod/mini";
import { serverTranslator } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/routing";
import { campaignContactSchema } from "@/lib/validation/campaign-contact";
import { emailRequestSchema } from "@/lib/validation/email-request";
import { leadFormSchema } from "@/lib/validation/lead-form";
import { leadVariants, type LeadVariant } from "@/lib/validation/lead-variants";
import { newsletterSchema } from "@/lib/validation/newsletter";
import { privacyRequestSchema } from "@/lib/validation/privacy-request";
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

/** The server's copies of the form schemas, built once per locale. */
export const emailRequestFor = perLocale(emailRequestSchema);
export const campaignContactFor = perLocale(campaignContactSchema);
export const newsletterFor = perLocale(newsletterSchema);
export const privacyRequestFor = perLocale(privacyRequestSchema);

const leadSchemas = Object.fromEntries(
  leadVariants.map((variant) => [variant, perLocale((t, locale) => leadFormSchema(t, variant, locale))]),
) as Record<LeadVariant, (locale: Locale) => Promise<ReturnType<typeof leadFormSchema>>>;

export const leadFormFor = (variant: LeadVariant, locale: Locale) => leadSchemas[variant](locale);
