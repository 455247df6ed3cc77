import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { callbackRequestSchema } from "./callback-request";
import { CALLBACK_TAG, CONTACT_TAG, SIGNUP_TAG } from "./form-options";
import { contactFormSchema } from "./contact-form";
import { leadFormSchema } from "./lead-form";
import { leadTags, leadVariants } from "./lead-variants";
import { signupFormSchema } from "./signup-form";
import type { Locale } from "@/lib/i18n/routing";
import type { Translate } from "./translate";

/**
 * POST /api/main/email: the contact form, the sign-up form, the demo call-back request or a lead-form
 * variant, told apart by the tag each sends. Each branch is that form's own schema plus the tag, in
 * the language the form was filled in (the request's `x-locale`).
 */
export function emailRequestSchema(t: Translate, locale: Locale) {
  const leadBranches = leadVariants.map((variant) =>
    z.extend(leadFormSchema(t, variant, locale), { tag: z.literal(leadTags[variant]) }),
  );
  return z.discriminatedUnion("tag", [
    z.extend(contactFormSchema(t), { tag: z.literal(CONTACT_TAG) }),
    z.extend(signupFormSchema(t, locale), { tag: z.literal(SIGNUP_TAG) }),
    z.extend(callbackRequestSchema(t, locale), { tag: z.literal(CALLBACK_TAG) }),
    ...leadBranches,
  ]);
}

export type EmailRequest = z.output<ReturnType<typeof emailRequestSchema>>;
