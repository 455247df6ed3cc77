"use client";

import { useTranslations } from "next-intl";
import { useCallback, useRef, useSyncExternalStore, type Ref, type TextareaHTMLAttributes } from "react";
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
export function TextAreaField({ id, label, error, required, ref, limit = MAX.text, ...textarea }: TextAreaFieldProps) {
  const t = useTranslations("forms");
  const own = useRef<HTMLTextAreaElement | null>(null);
  // The count reads the element itself, at every render and on its input: a value set without a change
  // event (a restored draft, the browser's own restore on Back, the form emptied after a send) counts too.
  const watchLength = useCallback((changed: () => void) => {
    const area = own.current;
    const form = area?.form;
    // A form's reset event comes before its fields are emptied.
    const afterReset = () => queueMicrotask(changed);
    area?.addEventListener("input", changed);
    area?.addEventListener("change", changed);
    form?.addEventListener("reset", afterReset);
    return () => {
      area?.removeEventListener("input", changed);
      area?.removeEventListener("change", changed);
      form?.removeEventListener("reset", afterReset);
    };
  }, []);
  const length = useSyncExternalStore(
    watchLength,
    () => own.current?.value.length ?? 0,
    () => 0,
  );
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
        {...textarea}
      />
      <CharacterCount id={countId} length={length} limit={limit} say={(values) => t("counter", values)} />
    </FieldShell>
  );
}
