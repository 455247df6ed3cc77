"use client";

import type { ComponentProps, InputHTMLAttributes, Ref } from "react";
import { controlAria } from "./control-aria";
import { FieldShell } from "./field-shell";
import styles from "./fields.module.css";

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
      <input id={id} ref={ref} className={styles.input} {...controlAria({ id, error, hint, required })} {...input} />
    </FieldShell>
  );
}

/** A visitor's e-mail address: required, typed as e-mail, offered from the browser's autofill. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, "type" | "required" | "autoComplete">) {
  return <TextField type="email" required autoComplete="email" {...props} />;
}
