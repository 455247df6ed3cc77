import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import forms from "@/components/forms/forms.module.css";
import { fieldPartIds } from "./control-aria";

/** The class names a form's own stylesheet gives the parts of a field (the visitor forms' by default). */
export interface FieldClasses {
  field: string;
  label: string;
  asterisk: string;
  hint: string;
  error: string;
}

const formClasses: FieldClasses = {
  field: forms.field!,
  label: forms.label!,
  asterisk: forms.asterisk!,
  hint: forms.hint!,
  error: forms.error!,
};

interface FieldMessageProps {
  id: string;
  message?: string;
  className?: string;
  /** The warning sign before the text (the visitor forms show one; the report wizard does not). */
  icon?: boolean;
}

/** A field's error under it; the control points at it with aria-describedby. Nothing when valid. */
export function FieldMessage({ id, message, className = formClasses.error, icon = true }: FieldMessageProps) {
  if (!message) return null;
  return (
    <p id={id} className={className}>
      {icon && (
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M8 1l7 13H1z" fill="currentColor" />
          <path d="M8 6v4M8 11.5v1" stroke="#fff" strokeWidth="1.5" />
        </svg>
      )}
      {message}
    </p>
  );
}

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  classes?: FieldClasses;
  errorIcon?: boolean;
  children: ReactNode;
}

/** Label (with the asterisk of required fields), the control, a hint and the field's error message. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  classes = formClasses,
  errorIcon = true,
  children,
}: FieldShellProps) {
  const t = useTranslations("forms");
  return (
    <div className={classes.field} data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required && (
          // The input says required itself (aria-required); the star is for the eye only.
          <span className={classes.asterisk} aria-hidden="true" title={t("requiredMark")}>
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={fieldPartIds(id).hint} className={classes.hint}>
          {hint}
        </p>
      )}
      <FieldMessage id={fieldPartIds(id).error} message={error} className={classes.error} icon={errorIcon} />
    </div>
  );
}
