import type { ReactNode } from "react";
import { fieldPartIds } from "./control-aria";
import { useTranslations } from "next-intl";

/**
 * The star after a required field's label. Its own component so only required fields read the
 * "forms" words: the back office's pages, whose fields are never marked, do not carry them.
 */
function RequiredMark({ className }: { className?: string }) {
  const t = useTranslations("forms");
  return (
    // The input says required itself (aria-required); the star is for the eye only.
    <span className={className} aria-hidden="true" title={t("requiredMark")}>
      *
    </span>
  );
}

/** The class names a form's own stylesheet gives the parts of a field. */
export interface FieldClasses {
  field: string;
  /** Absent where the stylesheet styles the bare label (the back office). */
  label?: string;
  asterisk?: string;
  hint: string;
  error: string;
}

interface FieldMessageProps {
  id: string;
  message?: string;
  className: string;
  /** The warning sign before the text (the visitor forms show one; the report wizard does not). */
  icon?: boolean;
  /** A span where the field lays its parts out in a grid, which a paragraph's margins would upset. */
  tag?: "p" | "span";
}

/** A field's error under it; the control points at it with aria-describedby. Nothing when valid. */
export function FieldMessage({ id, message, className, icon = true, tag: Tag = "p" }: FieldMessageProps) {
  if (!message) return null;
  return (
    <Tag id={id} className={className}>
      {icon && (
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M8 1l7 13H1z" fill="currentColor" />
          <path d="M8 6v4M8 11.5v1" stroke="#fff" strokeWidth="1.5" />
        </svg>
      )}
      {message}
    </Tag>
  );
}

export interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  classes: FieldClasses;
  errorIcon?: boolean;
  /**
   * The back office's look: hint and error as spans in its grid fields, and no invalid mark on the
   * wrapper (only the visitor forms' stylesheet reads it).
   */
  plain?: boolean;
}

/** Label (with the asterisk of required fields), the control, a hint and the field's error message. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  classes,
  errorIcon = true,
  plain = false,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  const parts = fieldPartIds(id);
  const Tag = plain ? "span" : "p";
  return (
    <div className={classes.field} data-invalid={error && !plain ? "" : undefined}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required && <RequiredMark className={classes.asterisk} />}
      </label>
      {children}
      {hint && (
        <Tag id={parts.hint} className={classes.hint}>
          {hint}
        </Tag>
      )}
      <FieldMessage id={parts.error} message={error} className={classes.error} icon={errorIcon} tag={Tag} />
    </div>
  );
}
