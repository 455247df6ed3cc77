"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import type { FieldClasses } from "@/components/ui/fields/field-shell";
import styles from "./report-wizard.module.css";
import type { ReportFieldName, ReportRequestInput } from "@/lib/validation/report-wizard";

/** The shared field family's parts in the wizard's stylesheet. */
export const reportFieldClasses: FieldClasses = {
  field: styles.field!,
  label: styles.label!,
  asterisk: styles.required!,
  hint: styles.hint!,
  error: styles.error!,
};

/** The wizard's look for a FieldShell: its own classes, and errors without the warning sign. */
export const reportFieldLook = { classes: reportFieldClasses, errorIcon: false };

/** The field's error in the visitor's language: schema messages are keys of reportWizard.errors. */
export function useFieldError(name: ReportFieldName): string | undefined {
  const t = useTranslations("reportWizard.errors");
  const {
    formState: { errors },
  } = useFormContext<ReportRequestInput>();
  const message = errors[name]?.message;
  if (!message) return undefined;
  return t.has(message as never) ? t(message as never) : message;
}
