"use client";

import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import type { LeadFormInput, LeadFormValues } from "@/lib/validation/lead-form";
import {
  MODULAR_INTEREST,
  showsCompanyEmailHint,
  type LeadField,
  type LeadVariant,
} from "@/lib/validation/lead-variants";
import { JobTitleField } from "./job-title-field";
import { TextAreaField } from "@/components/ui/fields/text-area-field";
import { TextField } from "@/components/ui/fields/text-field";
import fieldStyles from "@/components/ui/fields/fields.module.css";
import styles from "./forms.module.css";

interface LeadFormFieldsProps {
  form: UseFormReturn<LeadFormInput, unknown, LeadFormValues>;
  variant: LeadVariant;
  fields: readonly LeadField[];
  required: Set<LeadField>;
}

const longText = new Set<LeadField>(["message", "projectDetail"]);
const autoComplete: Partial<Record<LeadField, string>> = {
  firstName: "given-name",
  lastName: "family-name",
  email: "email",
  company: "organization",
  jobTitle: "organization-title",
  address: "street-address",
};

/** The variant's fields in the old forms' order; an error shows once a field was touched or on submit. */
export function LeadFormFields({ form, variant, fields, required }: LeadFormFieldsProps) {
  const t = useTranslations("forms.lead");
  const { errors, touchedFields, dirtyFields, isSubmitted } = form.formState;
  const errorOf = (field: LeadField) =>
    touchedFields[field] || dirtyFields[field] || isSubmitted ? errors[field]?.message : undefined;
  const id = (field: LeadField) => `lead-${variant}-${field}`;
  // Korean pages ask no last name: their first-name field (이름) takes the whole name.
  const wholeName = !fields.includes("lastName");

  return fields.map((field) => {
    const isRequired = required.has(field);
    if (field === "jobTitle")
      return (
        <JobTitleField
          key={field}
          form={form}
          required={isRequired}
          error={errorOf(field)}
          autoComplete={autoComplete.jobTitle}
        />
      );
    if (field === "interest") {
      return (
        <div key={field} className={styles.checkbox}>
          <input
            id={id(field)}
            type="checkbox"
            value={MODULAR_INTEREST}
            checked={form.watch("interest") === MODULAR_INTEREST}
            aria-invalid={errorOf(field) ? true : undefined}
            onChange={(event) =>
              form.setValue("interest", event.target.checked ? MODULAR_INTEREST : "", {
                shouldValidate: true,
                shouldTouch: true,
                shouldDirty: true,
              })
            }
          />
          <label htmlFor={id(field)}>{t("interest")}</label>
          {errorOf(field) && <p className={fieldStyles.error}>{errorOf(field)}</p>}
        </div>
      );
    }
    // What the one-line and the multi-line field both take.
    const shared = { id: id(field), label: t(field), required: isRequired, error: errorOf(field) };
    if (longText.has(field)) return <TextAreaField key={field} {...shared} {...form.register(field)} />;
    return (
      <TextField
        key={field}
        {...shared}
        type={field === "email" ? "email" : "text"}
        autoComplete={wholeName && field === "firstName" ? "name" : autoComplete[field]}
        placeholder={field === "address" ? t("addressPlaceholder") : undefined}
        hint={field === "email" && showsCompanyEmailHint(variant) ? t("companyEmailHint") : undefined}
        {...form.register(field)}
      />
    );
  });
}
