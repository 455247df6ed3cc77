import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { callbackRequestSchema } from "./callback-request";
import { CALLBACK_TAG, CONTACT_TAG, SIGNUP_TAG } from "./form-options";
import { contactFormSchema } from "./contact-form";
import { leadFormSchema } from "./lead-form";
import { leadTags, leadVariants } from "./lead-variants";
import { signupFormSchema } from "./signup-form";
import type { Translate } from "./translate";

/**
 * POST /api/main/email: the contact form, the sign-up form, the demo call-back request or a lead-form
 * variant, told apart by the tag each sends. Each branch is that form's own schema plus the tag.
 */
export function emailRequestSchema(t: Translate) {
  const leadBranches = leadVariants.map((variant) =>
    z.extend(leadFormSchema(t, variant), { tag: z.literal(leadTags[variant]) }),
  );
  return z.discriminatedUnion("tag", [
    z.extend(contactFormSchema(t), { tag: z.literal(CONTACT_TAG) }),
    z.extend(signupFormSchema(t), { tag: z.literal(SIGNUP_TAG) }),
    z.extend(callbackRequestSchema(t), { tag: z.literal(CALLBACK_TAG) }),
    ...leadBranches,
  ]);
}

export type EmailRequest = z.output<ReturnType<typeof emailRequestSchema>>;
