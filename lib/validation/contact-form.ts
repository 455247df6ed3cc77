import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { emailField, honeypotField, MAX, optionalText, requiredText } from "./fields";
import { contactPurposeValues } from "./form-options";
import type { Translate } from "./translate";
import { attributionShape } from "./attribution";
import { consentShape } from "./consent";

/** Company and name non-empty ('Please Enter!'), a valid e-mail, a chosen purpose, optional message. */
export function contactFormSchema(t: Translate) {
  return z.object({
    company: requiredText(t, "contactRequired", MAX.medium),
    name: requiredText(t, "contactRequired", MAX.medium),
    email: emailField(t, "contactEmail"),
    purpose: z.enum(contactPurposeValues, { error: t("contactSelect") }),
    message: optionalText(t, MAX.text),
    ...consentShape(t("privacyConsent")),
    ...attributionShape(),
    homepage: honeypotField(),
  });
}

export type ContactFormInput = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactFormValues = z.output<ReturnType<typeof contactFormSchema>>;
