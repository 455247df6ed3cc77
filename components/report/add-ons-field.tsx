"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { addOns, REPORT_PRICE_USD, totalUsd } from "@/lib/report/add-ons";
import type { ReportRequestInput } from "@/lib/validation/report-wizard";
import { useUsd } from "./use-usd";
import styles from "./report-wizard.module.css";

/** The report's own price, the two paid add-ons with theirs, and the running total in US dollars. */
export function AddOnsField() {
  const t = useTranslations("reportWizard.addOns");
  const usd = useUsd();
  const { register, control } = useFormContext<ReportRequestInput>();
  const [useZoningAnalysis, useRenderingService] = useWatch({
    control,
    name: ["useZoningAnalysis", "useRenderingService"],
  });
  const total = totalUsd({ useZoningAnalysis, useRenderingService });
  return (
    <fieldset className={styles.addOns}>
      <legend className={styles.label}>{t("legend")}</legend>
      <p className={styles.basePrice}>
        <span>{t("report")}</span> <span className={styles.price}>{usd(REPORT_PRICE_USD)}</span>
      </p>
      {addOns.map(({ field, priceUsd }) => (
        <label key={field} className={styles.addOn}>
          <input type="checkbox" {...register(field)} aria-describedby={`report-${field}-description`} />
          <span className={styles.addOnText}>
            <span className={styles.addOnName}>{t(field)}</span>
            <span id={`report-${field}-description`} className={styles.hint}>
              {t(`${field}Description`)}
            </span>
          </span>
          <span className={styles.price}>+{usd(priceUsd)}</span>
        </label>
      ))}
      <p className={styles.total} aria-live="polite">
        <span>{t("total")}</span> <output data-testid="report-total">{usd(total)}</output>
      </p>
    </fieldset>
  );
}
