import type { InputHTMLAttributes, ReactNode } from "react";
import { fieldPartIds } from "@/components/ui/fields/control-aria";
import styles from "./editor.module.css";

interface HintedInputProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint: ReactNode;
}

/** A label, its input and the hint the input points at, laid straight into a block's grid (no wrapper). */
export function HintedInput({ id, label, hint, ...input }: HintedInputProps) {
  const hintId = fieldPartIds(id).hint;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-describedby={hintId} />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </>
  );
}
