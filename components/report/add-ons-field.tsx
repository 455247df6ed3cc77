"use client";

import { useLocale, useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { addOns, totalUsd } from "@/lib/report/add-ons";
import type { ReportRequestInput } from "@/lib/validation/report-wizard";
import styles from "./report-wizard.module.css";

/** The two paid add-ons with their prices and the running total in US dollars. */
export function AddOnsField() {
  const t = useTranslations("reportWizard.addOns");
  const locale = useLocale();
  const { register, control } = useFormContext<ReportRequestInput>();
  const [useZoningAnalysis, useRenderingService] = useWatch({
    control,
    name: ["useZoningAnalysis", "useRenderingService"],
  });
  const usd = new Intl.NumberFormat(locale === "ko" ? "ko-KR" : "en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  const total = totalUsd({ useZoningAnalysis, useRenderingService });
  return (
    <fieldset className={styles.addOns}>
      <legend className={styles.label}>{t("legend")}</legend>
      {addOns.map(({ field, priceUsd }) => (
        <label key={field} className={styles.addOn}>
          <input type="checkbox" {...register(field)} aria-describedby={`report-${field}-description`} />
          <span className={styles.addOnText}>
            <span className={styles.addOnName}>{t(field)}</span>
            <span id={`report-${field}-description`} className={styles.hint}>
              {t(`${field}Description`)}
            </span>
          </span>
          <span className={styles.price}>{usd.format(priceUsd)}</span>
        </label>
      ))}
      <p className={styles.total} aria-live="polite">
        <span>{t("total")}</span> <output data-testid="report-total">{usd.format(total)}</output>
      </p>
    </fieldset>
  );
}
