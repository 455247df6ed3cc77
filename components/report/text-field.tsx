"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { controlAria } from "@/components/ui/fields/control-aria";
import { FieldShell } from "@/components/ui/fields/field-shell";
import type { ReportFieldName, ReportRequestInput } from "@/lib/validation/report-wizard";
import fieldStyles from "@/components/ui/fields/fields.module.css";
import styles from "./report-wizard.module.css";
import { reportFieldLook, useFieldError } from "./wizard-field";
import { withMobileFormat } from "@/components/forms/korean-mobile";

interface TextFieldProps {
  name: ReportFieldName;
  label: string;
  required?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "decimal" | "numeric" | "text";
  placeholder?: string;
  suffix?: string;
  hint?: string;
  /** May be left blank, and says so under the input (instead of a hint of its own). */
  optional?: boolean;
  /** Shown under the input and its suffix (the 평 of a ㎡ area), which keeps its width on a phone. */
  after?: ReactNode;
  /** Writes the number as a Korean mobile number while the visitor types (Korean pages' phone). */
  mobile?: boolean;
}

/** A wizard input, registered with the wizard's form: the shared field family in the wizard's look. */
export function TextField({
  name,
  label,
  required,
  type = "text",
  suffix,
  hint,
  optional,
  after,
  mobile,
  ...rest
}: TextFieldProps) {
  const t = useTranslations("reportWizard.fields");
  const { register } = useFormContext<ReportRequestInput>();
  const note = optional ? t("optionalHint") : hint;
  const error = useFieldError(name);
  const id = `report-${name}`;
  return (
    <FieldShell id={id} label={label} required={required} hint={note} error={error} {...reportFieldLook}>
      <div className={styles.inputRow}>
        <input
          id={id}
          type={type}
          className={fieldStyles.input}
          {...controlAria({ id, error, hint: note, required })}
          {...rest}
          {...(mobile ? withMobileFormat(register(name)) : register(name))}
        />
        {suffix && <span className={styles.suffix}>{suffix}</span>}
      </div>
      {after}
    </FieldShell>
  );
}
