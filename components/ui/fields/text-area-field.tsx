"use client";

import type { Ref, TextareaHTMLAttributes } from "react";
import { FieldShell } from "./field-shell";
import styles from "@/components/forms/forms.module.css";

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ id, label, error, required, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <textarea
        id={id}
        ref={ref}
        rows={4}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
    </FieldShell>
  );
}
