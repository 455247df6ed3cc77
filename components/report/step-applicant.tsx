"use client";

import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/routing";
import { asksOneName } from "@/lib/validation/form-options";
import { TextField } from "./text-field";
import styles from "./report-wizard.module.css";

/**
 * Step 1. All its fields are required (see report-wizard.tsx for why phone and company block too).
 * Korean pages ask one 이름, kept whole in the first-name field.
 */
export function StepApplicant() {
  const t = useTranslations("reportWizard.fields");
  const locale = useLocale();
  return (
    <div className={styles.grid}>
      {asksOneName(locale as Locale) ? (
        <TextField name="firstName" label={t("firstName")} required autoComplete="name" />
      ) : (
        <>
          <TextField name="firstName" label={t("firstName")} required autoComplete="given-name" />
          <TextField name="lastName" label={t("lastName")} required autoComplete="family-name" />
        </>
      )}
      <TextField name="email" label={t("email")} required type="email" autoComplete="email" />
      <TextField name="phone" label={t("phone")} required type="tel" autoComplete="tel" mobile={locale === "ko"} />
      <TextField name="companyName" label={t("companyName")} required autoComplete="organization" />
    </div>
  );
}
