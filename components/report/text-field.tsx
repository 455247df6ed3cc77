"use client";

import { useFormContext } from "react-hook-form";
import type { ReportFieldName, ReportRequestInput } from "@/lib/validation/report-wizard";
import { FieldError } from "./field-error";
import styles from "./report-wizard.module.css";
import { useFieldError } from "./use-field-error";

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
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ name, label, required, type = "text", suffix, hint, ...rest }: TextFieldProps) {
  const { register } = useFormContext<ReportRequestInput>();
  const error = useFieldError(name);
  const id = `report-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.inputRow}>
        <input
          id={id}
          type={type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...rest}
          {...register(name)}
        />
        {suffix && <span className={styles.suffix}>{suffix}</span>}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
