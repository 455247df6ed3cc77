import * as z from "zod/mini";
import "@/lib/validation/form-z";
import type { Locale } from "@/lib/i18n/routing";
import { emailField, lastNameField, MAX, notAsked, optionalText, phoneField, requiredText } from "./fields";
import type { Translate } from "./translate";
import { leadClosingShape } from "./consent";

/**
 * A name (first and last on English pages, one 이름 on Korean ones), a well-formed work e-mail; the
 * other fields accept anything (a phone number in Korean shape on Korean pages, which ask no state),
 * and (unlike the old form) leaving them untouched never blocks the submit.
 */
export function signupFormSchema(t: Translate, locale: Locale) {
  return z.object({
    first_name: requiredText(t, "firstName", MAX.short),
    last_name: lastNameField(t, locale, MAX.short),
    email: emailField(t),
    phone: phoneField(t, locale, MAX.short),
    city: optionalText(t, MAX.medium),
    state: locale === "ko" ? notAsked() : optionalText(t, MAX.medium),
    company: optionalText(t, MAX.medium),
    website: optionalText(t, MAX.long),
    ...leadClosingShape(t),
  });
}

export type SignupFormInput = z.input<ReturnType<typeof signupFormSchema>>;
export type SignupFormValues = z.output<ReturnType<typeof signupFormSchema>>;
