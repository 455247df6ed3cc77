import * as z from "zod/mini";
import "@/lib/validation/form-z";
import type { Locale } from "@/lib/i18n/routing";
import { emailField, lastNameField, MAX, optionalText, requiredText } from "./fields";
import type { Translate } from "./translate";
import { leadClosingShape } from "./consent";
import { MODULAR_INTEREST, requiredFields, type LeadField, type LeadVariant } from "./lead-variants";

const maxLength: Record<LeadField, number> = {
  firstName: MAX.short,
  lastName: MAX.short,
  email: MAX.email,
  company: MAX.medium,
  jobTitle: MAX.medium,
  message: MAX.text,
  interest: MAX.short,
  address: MAX.long,
  lotSize: MAX.short,
  projectDetail: MAX.text,
};

function fieldSchema(t: Translate, field: LeadField, required: boolean, locale: Locale) {
  if (field === "lastName" && required) return lastNameField(t, locale, maxLength.lastName);
  if (field === "email") return required ? emailField(t) : z._default(z.union([emailField(t), z.literal("")]), "");
  if (field === "interest") {
    const checked = z.literal(MODULAR_INTEREST, { error: t("interest") });
    return required ? checked : z._default(z.union([checked, z.literal("")]), "");
  }
  return required ? requiredText(t, field, maxLength[field]) : optionalText(t, maxLength[field]);
}

const allFields: LeadField[] = [
  "firstName",
  "lastName",
  "email",
  "company",
  "jobTitle",
  "message",
  "interest",
  "address",
  "lotSize",
  "projectDetail",
];

/** The generic lead form of one variant: its required set, every other field optional. */
export function leadFormSchema(t: Translate, variant: LeadVariant, locale: Locale) {
  const required = new Set(requiredFields[variant]);
  const shape = Object.fromEntries(
    allFields.map((field) => [field, fieldSchema(t, field, required.has(field), locale)]),
  );
  return z.object({
    ...(shape as unknown as Record<LeadField, z.ZodMiniType<string, string | undefined>>),
    ...leadClosingShape(t),
  });
}

export type LeadFormValues = z.output<ReturnType<typeof leadFormSchema>>;
export type LeadFormInput = z.input<ReturnType<typeof leadFormSchema>>;
