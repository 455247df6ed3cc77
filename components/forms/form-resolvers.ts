import { zodResolver } from "@hookform/resolvers/zod";
import { callbackRequestSchema } from "@/lib/validation/callback-request";
import { contactFormSchema } from "@/lib/validation/contact-form";
import { leadFormSchema } from "@/lib/validation/lead-form";
import type { LeadVariant } from "@/lib/validation/lead-variants";
import { newsletterSchema } from "@/lib/validation/newsletter";
import { privacyRequestSchema } from "@/lib/validation/privacy-request";
import { signupFormSchema } from "@/lib/validation/signup-form";
import type { Locale } from "@/lib/i18n/routing";
import type { Translate } from "@/lib/validation/translate";

/**
 * The visitor forms' resolvers: the same zod schemas the API routes parse with, in the page's language. This module (and
 * zod with it) is loaded on demand by `useLazyResolver`, never with the page.
 */
export const formResolvers = {
  contact: (t: Translate) => zodResolver(contactFormSchema(t)),
  signup: (t: Translate, locale: Locale) => zodResolver(signupFormSchema(t, locale)),
  newsletter: (t: Translate) => zodResolver(newsletterSchema(t)),
  callback: (t: Translate, locale: Locale) => zodResolver(callbackRequestSchema(t, locale)),
  lead: (t: Translate, locale: Locale, variant: LeadVariant) => zodResolver(leadFormSchema(t, variant, locale)),
  privacyRequest: (t: Translate) => zodResolver(privacyRequestSchema(t)),
};
export type FormResolvers = typeof formResolvers;
