import "server-only";
import { campaignContactSchema } from "@/lib/validation/campaign-contact";
import { emailRequestSchema } from "@/lib/validation/email-request";
import { leadFormSchema } from "@/lib/validation/lead-form";
import { leadVariants, type LeadVariant } from "@/lib/validation/lead-variants";
import { newsletterSchema } from "@/lib/validation/newsletter";
import { privacyRequestSchema } from "@/lib/validation/privacy-request";
import type { Locale } from "@/lib/i18n/routing";
import { perLocale } from "./schemas";

/** The server's copies of the form schemas, built once per locale. */
export const emailRequestFor = perLocale(emailRequestSchema);
export const campaignContactFor = perLocale(campaignContactSchema);
export const newsletterFor = perLocale(newsletterSchema);
export const privacyRequestFor = perLocale(privacyRequestSchema);

const leadSchemas = Object.fromEntries(
  leadVariants.map((variant) => [variant, perLocale((t, locale) => leadFormSchema(t, variant, locale))]),
) as Record<LeadVariant, (locale: Locale) => Promise<ReturnType<typeof leadFormSchema>>>;

export const leadFormFor = (variant: LeadVariant, locale: Locale) => leadSchemas[variant](locale);
