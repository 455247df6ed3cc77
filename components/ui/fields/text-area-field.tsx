"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type Ref, type TextareaHTMLAttributes } from "react";
import { MAX } from "@/lib/validation/limits";
import { CharacterCount } from "./character-count";
import { controlAria } from "./control-aria";
import { FieldShell } from "./field-shell";
import styles from "./fields.module.css";

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
  /** The most characters the schema takes: counted under the field (not cut off by the browser). */
  limit?: number;
}

/** A labelled multi-line input with its character count; when invalid it says why and keeps what was typed. */
export function TextAreaField({
  id,
  label,
  error,
  required,
  ref,
  limit = MAX.text,
  onChange,
  ...textarea
}: TextAreaFieldProps) {
  const t = useTranslations("forms");
  const [length, setLength] = useState(0);
  const own = useRef<HTMLTextAreaElement | null>(null);
  // A form emptied after a send (react-hook-form's reset) changes the value without a change event.
  useEffect(() => {
    const form = own.current?.form;
    if (!form) return;
    const clear = () => setLength(0);
    form.addEventListener("reset", clear);
    return () => form.removeEventListener("reset", clear);
  }, []);
  const countId = `${id}-count`;
  const aria = controlAria({ id, error, required });
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <textarea
        id={id}
        ref={(node) => {
          own.current = node;
          if (typeof ref === "function") ref(node);
          else if (ref) ref.current = node;
        }}
        rows={4}
        className={styles.textarea}
        {...aria}
        aria-describedby={[aria["aria-describedby"], countId].filter(Boolean).join(" ")}
        onChange={(event) => {
          setLength(event.target.value.length);
          return onChange?.(event);
        }}
        {...textarea}
      />
      <CharacterCount id={countId} length={length} limit={limit} say={(values) => t("counter", values)} />
    </FieldShell>
  );
}
