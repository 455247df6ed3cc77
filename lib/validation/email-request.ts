import { z } from "@/lib/validation/z";
import { callbackRequestSchema } from "./callback-request";
import { contactFormSchema } from "./contact-form";
import { leadFormSchema } from "./lead-form";
import { leadTags, leadVariants } from "./lead-variants";
import { signupFormSchema } from "./signup-form";
import type { Translate } from "./translate";

export const CONTACT_TAG = "Contact";
export const SIGNUP_TAG = "Sign Up";
export const CALLBACK_TAG = "Demo Call-back";

/**
 * POST /api/main/email: the contact form, the sign-up form, the demo call-back request or a lead-form
 * variant, told apart by the tag each sends (spec §7). Each branch is that form's own schema plus the tag.
 */
export function emailRequestSchema(t: Translate) {
  const leadBranches = leadVariants.map((variant) =>
    leadFormSchema(t, variant).extend({ tag: z.literal(leadTags[variant]) }),
  );
  return z.discriminatedUnion("tag", [
    contactFormSchema(t).extend({ tag: z.literal(CONTACT_TAG) }),
    signupFormSchema(t).extend({ tag: z.literal(SIGNUP_TAG) }),
    callbackRequestSchema(t).extend({ tag: z.literal(CALLBACK_TAG) }),
    ...leadBranches,
  ]);
}

export type EmailRequest = z.output<ReturnType<typeof emailRequestSchema>>;
