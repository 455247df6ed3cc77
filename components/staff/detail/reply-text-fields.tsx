import type { ChangeEvent, ReactNode } from "react";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "@/lib/validation/lead-reply";
import type { FieldErrors } from "@/lib/http/errors";
import styles from "../staff.module.css";

export interface ReplyText {
  subject: string;
  body: string;
}

interface ReplyTextFieldsProps {
  /** The fields' ids: `{idPrefix}-subject`, `{idPrefix}-body` (and `…-error` for their messages). */
  idPrefix: string;
  labels: ReplyText;
  text: ReplyText;
  onChange: (text: ReplyText) => void;
  errors: FieldErrors;
}

/** An e-mail's subject and text, written by staff to one person (a lead's reply, a privacy request's answer). */
export function ReplyTextFields({ idPrefix, labels, text, onChange, errors }: ReplyTextFieldsProps) {
  /** The subject's or the body's field: its label, its value and its first error. */
  const textProps = (name: keyof ReplyText) => ({
    id: `${idPrefix}-${name}`,
    value: text[name],
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `${idPrefix}-${name}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...text, [name]: event.target.value }),
  });
  const textField = (name: keyof ReplyText, control: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${idPrefix}-${name}`}>{labels[name]}</label>
      {control}
      {errors[name]?.[0] && (
        <span id={`${idPrefix}-${name}-error`} className={styles.error}>
          {errors[name][0]}
        </span>
      )}
    </div>
  );
  return (
    <>
      {textField("subject", <input maxLength={REPLY_SUBJECT_MAX} {...textProps("subject")} />)}
      {textField("body", <textarea rows={12} maxLength={REPLY_BODY_MAX} {...textProps("body")} />)}
    </>
  );
}
