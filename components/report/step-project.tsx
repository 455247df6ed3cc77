"use client";

import { useTranslations } from "next-intl";
import { TextField } from "./text-field";
import styles from "./report-wizard.module.css";

export function StepProject() {
  const t = useTranslations("reportWizard.fields");
  return (
    <div className={styles.grid}>
      <TextField name="projectName" label={t("projectName")} required />
      <TextField name="siteAddress" label={t("siteAddress")} required autoComplete="street-address" />
      <TextField name="siteArea" label={t("siteArea")} inputMode="decimal" suffix={t("siteAreaSuffix")} optional />
    </div>
  );
}
