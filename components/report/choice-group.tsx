"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { FieldMessage } from "@/components/ui/fields/field-shell";
import type { ReportRequestInput } from "@/lib/validation/report-wizard";
import styles from "./report-wizard.module.css";
import { reportFieldClasses, useFieldError } from "./wizard-field";

interface ChoiceGroupProps<Option extends string> {
  name: "bedroomType" | "parking";
  options: readonly Option[];
  label: (option: Option) => string;
  /** Checkboxes (any number of options) rather than radio buttons (one). */
  multiple?: boolean;
  /** Marks the legend with the star and lets the group itself say it is invalid. */
  required?: boolean;
}

/**
 * A wizard question answered by ticking options: the legend (the words of the field's name), one
 * labelled box per option, then the error.
 */
export function ChoiceGroup<Option extends string>({
  name,
  options,
  label,
  multiple,
  required,
}: ChoiceGroupProps<Option>) {
  const t = useTranslations("reportWizard.fields");
  const { register } = useFormContext<ReportRequestInput>();
  const error = useFieldError(name);
  const errorId = `report-${name}-error`;
  const invalid = required && error;
  return (
    <fieldset
      className={styles.choices}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className={styles.label}>
        {t(name)}
        {required && (
          <>
            <span className={styles.required} aria-hidden="true">
              *
            </span>
            <span className="visually-hidden"> ({t("required")})</span>
          </>
        )}
      </legend>
      {options.map((option) => (
        <label key={option} className={styles.choice}>
          <input type={multiple ? "checkbox" : "radio"} value={option} {...register(name)} />
          {label(option)}
        </label>
      ))}
      <FieldMessage id={errorId} message={error} className={reportFieldClasses.error} icon={false} />
    </fieldset>
  );
}
