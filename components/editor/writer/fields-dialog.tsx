"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import editorStyles from "../editor.module.css";
import styles from "./writer.module.css";

export interface FieldsRequest {
  title: string;
  fields: { name: string; label: string; hint?: string; value: string; required?: boolean }[];
  /** A problem with the values (shown, the dialog stays open), or null. */
  check?: (values: Record<string, string>) => string | null;
  submit: (values: Record<string, string>) => void;
}

/** A modal form for a block's fields: the image's alt text, a video address, a button, a link. */
export function FieldsDialog({ request, onClose }: { request: FieldsRequest | null; onClose: () => void }) {
  const dialog = useModalDialog(request !== null);
  return (
    <dialog ref={dialog} className={editorStyles.dialog} aria-labelledby="fields-title" onClose={onClose}>
      {/* Keyed by the request: each opening starts from its own values. */}
      {request && (
        <FieldsForm
          key={request.title + request.fields.map((f) => f.value).join()}
          request={request}
          onClose={onClose}
        />
      )}
    </dialog>
  );
}

function FieldsForm({ request, onClose }: { request: FieldsRequest; onClose: () => void }) {
  const t = useTranslations("editor.writer");
  const [values, setValues] = useState(() => Object.fromEntries(request.fields.map((f) => [f.name, f.value])));
  const [error, setError] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = request.fields.find((field) => field.required && !values[field.name]?.trim());
    const problem = missing ? t("required", { field: missing.label }) : (request.check?.(values) ?? null);
    if (problem) return setError(problem);
    request.submit(values);
    onClose();
  };

  return (
    <form onSubmit={submit} className={editorStyles.dialogForm} noValidate>
      <h2 id="fields-title">{request.title}</h2>
      {request.fields.map((field, index) => (
        <div key={field.name} className={editorStyles.field}>
          <label htmlFor={`fields-${field.name}`}>{field.label}</label>
          <input
            id={`fields-${field.name}`}
            value={values[field.name] ?? ""}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            aria-describedby={`fields-${field.name}-hint fields-error`}
            aria-invalid={error ? true : undefined}
            aria-required={field.required}
            autoFocus={index === 0}
            autoComplete="off"
          />
          {field.hint && (
            <p id={`fields-${field.name}-hint`} className={editorStyles.hint}>
              {field.hint}
            </p>
          )}
        </div>
      ))}
      <p id="fields-error" role="alert" className={editorStyles.fieldError}>
        {error}
      </p>
      <div className={styles.dialogButtons}>
        <button type="submit" className={editorStyles.primary}>
          {t("apply")}
        </button>
        <button type="button" onClick={onClose}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
