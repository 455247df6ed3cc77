"use client";

import { useTranslations } from "next-intl";
import { TextField } from "./text-field";
import styles from "./report-wizard.module.css";

/** Step 1. All five fields are required (see report-wizard.tsx for why phone and company block too). */
export function StepApplicant() {
  const t = useTranslations("reportWizard.fields");
  return (
    <div className={styles.grid}>
      <TextField name="firstName" label={t("firstName")} required autoComplete="given-name" />
      <TextField name="lastName" label={t("lastName")} required autoComplete="family-name" />
      <TextField name="email" label={t("email")} required type="email" autoComplete="email" />
      <TextField name="phone" label={t("phone")} required type="tel" autoComplete="tel" />
      <TextField name="companyName" label={t("companyName")} required autoComplete="organization" />
    </div>
  );
}
