"use client";

import type { Ref, TextareaHTMLAttributes } from "react";
import { controlAria } from "./control-aria";
import { FieldShell } from "./field-shell";
import styles from "@/components/forms/forms.module.css";

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input; when invalid it says why and keeps what was typed. */
export function TextAreaField({ id, label, error, required, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <textarea
        id={id}
        ref={ref}
        rows={4}
        className={styles.textarea}
        {...controlAria({ id, error, required })}
        {...textarea}
      />
    </FieldShell>
  );
}
