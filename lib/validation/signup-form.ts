import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { emailField, honeypotField, MAX, optionalText, requiredText } from "./fields";
import type { Translate } from "./translate";
import { attributionShape } from "./attribution";
import { consentShape } from "./consent";

/**
 * First and last name non-empty, a well-formed work e-mail; the other fields accept
 * anything, and (unlike the old form) leaving them untouched never blocks the submit.
 */
export function signupFormSchema(t: Translate) {
  return z.object({
    first_name: requiredText(t, "firstName", MAX.short),
    last_name: requiredText(t, "lastName", MAX.short),
    email: emailField(t),
    phone: optionalText(t, MAX.short),
    city: optionalText(t, MAX.medium),
    state: optionalText(t, MAX.medium),
    company: optionalText(t, MAX.medium),
    website: optionalText(t, MAX.long),
    ...consentShape(t("privacyConsent")),
    ...attributionShape(),
    homepage: honeypotField(),
  });
}

export type SignupFormInput = z.input<ReturnType<typeof signupFormSchema>>;
export type SignupFormValues = z.output<ReturnType<typeof signupFormSchema>>;
