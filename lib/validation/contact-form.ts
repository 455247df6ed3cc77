import { z } from "@/lib/validation/z";
import { emailField, honeypotField, MAX, optionalText, requiredText } from "./fields";
import type { Translate } from "./translate";

/** Spec §3: purpose options (value and the English label the team reads). */
export const contactPurposes = {
  product_service: "Product / Service",
  billing: "Billing",
  partnerships_investments: "Partnerships & Investments",
  pr_media: "PR / Media",
  careers: "Careers",
  other: "Other",
} as const;
export type ContactPurpose = keyof typeof contactPurposes;
export const contactPurposeValues = Object.keys(contactPurposes) as [ContactPurpose, ...ContactPurpose[]];

/** Spec §5: company and name non-empty ('Please Enter!'), a valid e-mail, a chosen purpose, optional message. */
export function contactFormSchema(t: Translate) {
  return z.object({
    company: requiredText(t, "contactRequired", MAX.medium),
    name: requiredText(t, "contactRequired", MAX.medium),
    email: emailField(t, "contactEmail"),
    purpose: z.enum(contactPurposeValues, { error: t("contactSelect") }),
    message: optionalText(t, MAX.text),
    homepage: honeypotField(),
  });
}

export type ContactFormInput = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactFormValues = z.output<ReturnType<typeof contactFormSchema>>;
