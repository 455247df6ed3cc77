"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import styles from "./forms.module.css";

/** Off-screen and out of the tab order: people never fill it, form-spamming bots do. */
export function Honeypot({ registration, idPrefix }: { registration: UseFormRegisterReturn; idPrefix: string }) {
  const t = useTranslations("forms");
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={`${idPrefix}-homepage`}>{t("honeypot")}</label>
      <input id={`${idPrefix}-homepage`} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
