import type { ChangeEvent } from "react";
import { controlAria } from "@/components/ui/fields/control-aria";
import { FieldFrame } from "@/components/ui/fields/field-frame";
import { typedBeforeHydration, useAtHydration } from "@/components/ui/fields/typed-before-hydration";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "@/lib/validation/lead-reply";
import type { FieldErrors } from "@/lib/http/errors";
import { staffFieldClasses } from "../field-classes";

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
  useAtHydration(() => {
    const subject = typedBeforeHydration(`${idPrefix}-subject`, text.subject);
    const body = typedBeforeHydration(`${idPrefix}-body`, text.body);
    if (subject !== undefined || body !== undefined)
      onChange({ subject: subject ?? text.subject, body: body ?? text.body });
  });
  const field = (name: keyof ReplyText, maxLength: number) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.[0];
    const control = {
      id,
      maxLength,
      value: text[name],
      ...controlAria({ id, error }),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange({ ...text, [name]: event.target.value }),
    };
    return (
      <FieldFrame id={id} label={labels[name]} error={error} classes={staffFieldClasses} errorIcon={false} plain>
        {name === "body" ? <textarea rows={12} {...control} /> : <input {...control} />}
      </FieldFrame>
    );
  };
  return (
    <>
      {field("subject", REPLY_SUBJECT_MAX)}
      {field("body", REPLY_BODY_MAX)}
    </>
  );
}
