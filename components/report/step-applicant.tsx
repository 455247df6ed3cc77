"use client";

import { useLocale, useTranslations } from "next-intl";
import { inNameOrder } from "@/components/forms/name-order";
import { TextField } from "./text-field";
import styles from "./report-wizard.module.css";

const names = { firstName: "given-name", lastName: "family-name" } as const;

/** Step 1. All five fields are required (see report-wizard.tsx for why phone and company block too). */
export function StepApplicant() {
  const t = useTranslations("reportWizard.fields");
  const locale = useLocale();
  return (
    <div className={styles.grid}>
      {inNameOrder(["firstName", "lastName"] as const, "firstName", "lastName", locale).map((name) => (
        <TextField key={name} name={name} label={t(name)} required autoComplete={names[name]} />
      ))}
      <TextField name="email" label={t("email")} required type="email" autoComplete="email" />
      <TextField name="phone" label={t("phone")} required type="tel" autoComplete="tel" mobile={locale === "ko"} />
      <TextField name="companyName" label={t("companyName")} required autoComplete="organization" />
    </div>
  );
}
