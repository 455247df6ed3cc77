"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { reveal } from "@/components/forms/form-alert";
import { fileSizeText } from "@/lib/text/file-size";
import type { ReportReceipt } from "@/lib/report/record-request";
import { formatPrice } from "@/lib/money/prices";
import styles from "./report-wizard.module.css";

/**
 * After a successful submit: the reference number to quote, the files the server kept, the price
 * and the promise of the next step; Done starts over.
 */
export function SuccessPanel({ receipt, onDone }: { receipt: ReportReceipt; onDone: () => void }) {
  const t = useTranslations("reportWizard.result");
  const locale = useLocale();
  const panel = useRef<HTMLDivElement>(null);
  // The confirmation's title sits above the panel, in the form's heading: bring both into view.
  useEffect(() => reveal(panel.current, document.getElementById("report-step-title")), []);
  return (
    <div ref={panel} className={styles.success} data-testid="report-success" role="status" tabIndex={-1}>
      <p className={styles.successText}>{t("success")}</p>
      <dl className={styles.receipt}>
        <dt>{t("reference")}</dt>
        <dd data-testid="report-reference">{receipt.reference}</dd>
        <dt>{t("price")}</dt>
        <dd data-testid="report-price">{formatPrice(receipt.total, receipt.currency, locale)}</dd>
        <dt>{t("files", { count: receipt.files.length })}</dt>
        <dd>
          {receipt.files.length ? (
            <ul className={styles.receiptFiles}>
              {receipt.files.map((file) => (
                <li key={`${file.name}-${file.size}`}>
                  {file.name} <span className={styles.hint}>({fileSizeText(file.size)})</span>
                </li>
              ))}
            </ul>
          ) : (
            t("noFiles")
          )}
        </dd>
      </dl>
      <p className={styles.hint}>{t("quoteReference")}</p>
      <button type="button" className={styles.primary} onClick={onDone}>
        {t("done")}
      </button>
    </div>
  );
}
