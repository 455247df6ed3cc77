import type { ComponentProps } from "react";
import forms from "./fields.module.css";
import { FieldFrame, FieldMessage as FramedMessage, type FieldClasses } from "./field-frame";

export type { FieldClasses } from "./field-frame";

const formClasses: FieldClasses = {
  field: forms.field!,
  label: forms.label!,
  asterisk: forms.asterisk!,
  hint: forms.hint!,
  error: forms.error!,
};

/** A field's error under it, in the visitor forms' look unless a class is given. */
export function FieldMessage({
  className = formClasses.error,
  ...props
}: Omit<ComponentProps<typeof FramedMessage>, "className"> & { className?: string }) {
  return <FramedMessage className={className} {...props} />;
}

/** The field frame in the visitor forms' look unless another form's classes are given. */
export function FieldShell({
  classes = formClasses,
  ...props
}: Omit<ComponentProps<typeof FieldFrame>, "classes"> & { classes?: FieldClasses }) {
  return <FieldFrame classes={classes} {...props} />;
}
