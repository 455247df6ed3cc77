"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import type { ReportFieldName, ReportRequestInput } from "@/lib/validation/report-wizard";

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
