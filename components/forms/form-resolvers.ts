import { zodResolver } from "@hookform/resolvers/zod";
import { callbackRequestSchema } from "@/lib/validation/callback-request";
import { contactFormSchema } from "@/lib/validation/contact-form";
import { leadFormSchema } from "@/lib/validation/lead-form";
import type { LeadVariant } from "@/lib/validation/lead-variants";
import { newsletterSchema } from "@/lib/validation/newsletter";
import { signupFormSchema } from "@/lib/validation/signup-form";
import type { Translate } from "@/lib/validation/translate";

/**
 * The visitor forms' resolvers: the same zod schemas the API routes parse with. This module (and
 * zod with it) is loaded on demand by `useLazyResolver`, never with the page.
 */
export const formResolvers = {
  contact: (t: Translate) => zodResolver(contactFormSchema(t)),
  signup: (t: Translate) => zodResolver(signupFormSchema(t)),
  newsletter: (t: Translate) => zodResolver(newsletterSchema(t)),
  callback: (t: Translate) => zodResolver(callbackRequestSchema(t)),
  lead: (t: Translate, variant: LeadVariant) => zodResolver(leadFormSchema(t, variant)),
};
export type FormResolvers = typeof formResolvers;
