"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { LeadVariant } from "@/lib/validation/lead-variants";
import styles from "./forms.module.css";

/** The submitted view: 'Thank you!' ('Your request has been submitted!' for AI consulting). */
export function LeadThankYou({ variant }: { variant: LeadVariant }) {
  const t = useTranslations("forms");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.thankYou} role="status" aria-live="polite" tabIndex={-1}>
      <p className={styles.thankYouTitle}>
        {variant === "AIConsulting" ? t("lead.submittedAIConsulting") : t("thankYou")}
      </p>
      <p>{t("lead.thankYouLine")}</p>
    </div>
  );
}
