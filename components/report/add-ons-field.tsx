"use client";

import { useLocale, useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { addOnFields, formatPrice, includedVat, totalPrice, type PriceList } from "@/lib/money/prices";
import type { ReportRequestInput } from "@/lib/validation/report-wizard";
import styles from "./report-wizard.module.css";

/**
 * The report's own price, the two paid add-ons with theirs, and the running total, in the page's
 * currency (won with the VAT it includes on Korean pages, US dollars on English ones).
 */
export function AddOnsField({ prices }: { prices: PriceList }) {
  const t = useTranslations("reportWizard.addOns");
  const locale = useLocale();
  const price = (amount: number) => formatPrice(amount, prices.currency, locale);
  const { register, control } = useFormContext<ReportRequestInput>();
  const [useZoningAnalysis, useRenderingService] = useWatch({
    control,
    name: ["useZoningAnalysis", "useRenderingService"],
  });
  const total = totalPrice(prices, { useZoningAnalysis, useRenderingService });
  return (
    <fieldset className={styles.addOns}>
      <legend className={styles.label}>{t("legend")}</legend>
      <p className={styles.basePrice}>
        <span>{t("report")}</span> <span className={styles.price}>{price(prices.report)}</span>
      </p>
      {addOnFields.map((field) => (
        <label key={field} className={styles.addOn}>
          <input type="checkbox" {...register(field)} aria-describedby={`report-${field}-description`} />
          <span className={styles.addOnText}>
            <span className={styles.addOnName}>{t(field)}</span>
            <span id={`report-${field}-description`} className={styles.hint}>
              {t(`${field}Description`)}
            </span>
          </span>
          <span className={styles.price}>+{price(prices[field])}</span>
        </label>
      ))}
      <p className={styles.total} aria-live="polite">
        <span>{t("total")}</span> <output data-testid="report-total">{price(total)}</output>
      </p>
      {prices.currency === "KRW" && (
        <p className={styles.hint} data-testid="report-vat">
          {t("vatIncluded", { vat: price(includedVat(total)) })}
        </p>
      )}
    </fieldset>
  );
}
