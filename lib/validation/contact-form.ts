import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { emailField, MAX, optionalText, requiredText } from "./fields";
import { contactPurposeValues } from "./form-options";
import type { Translate } from "./translate";
import { leadClosingShape } from "./consent";

/**
 * Company and name non-empty, a valid e-mail, a chosen purpose, optional message: each with its own
 * message, which names the field and says how to fix it (a screen reader reads it without the label).
 */
export function contactFormSchema(t: Translate) {
  return z.object({
    company: requiredText(t, "contactCompany", MAX.medium),
    name: requiredText(t, "contactName", MAX.medium),
    email: emailField(t, "contactEmail"),
    purpose: z.enum(contactPurposeValues, { error: t("contactPurpose") }),
    message: optionalText(t, MAX.text),
    ...leadClosingShape(t),
  });
}

export type ContactFormInput = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactFormValues = z.output<ReturnType<typeof contactFormSchema>>;
