"use client";

import type { Ref, SelectHTMLAttributes } from "react";
import { controlAria } from "./control-aria";
import { FieldShell } from "./field-shell";
import { SelectOptions } from "./select-options";
import styles from "./fields.module.css";

interface SelectFieldProps<T extends string> extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  error?: string;
  /** The choices, each shown under `optionLabel(value)`. */
  values: readonly T[];
  optionLabel: (value: T) => string;
  /** The empty first choice ("Choose …"); none when absent. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled list of choices; when invalid it says why (aria-describedby). */
export function SelectField<T extends string>({
  id,
  label,
  error,
  required,
  values,
  optionLabel,
  placeholder,
  ref,
  ...select
}: SelectFieldProps<T>) {
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <select id={id} ref={ref} className={styles.select} {...controlAria({ id, error, required })} {...select}>
        <SelectOptions values={values} empty={placeholder} label={optionLabel} />
      </select>
    </FieldShell>
  );
}
