"use client";

import type { InputHTMLAttributes, Ref } from "react";
import { FieldShell } from "./field-shell";
import styles from "@/components/forms/forms.module.css";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; when invalid it says why (aria-describedby) and keeps what was typed. */
export function TextField({ id, label, error, hint, required, ref, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        ref={ref}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined}
        {...input}
      />
    </FieldShell>
  );
}
