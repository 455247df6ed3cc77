"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { LeadVariant } from "@/lib/validation/lead-variants";
import { reveal } from "./form-alert";
import styles from "./forms.module.css";

interface LeadThankYouProps {
  variant: LeadVariant;
  /** Sent with a city page's trial button: the view says the trial access comes by e-mail. */
  trial?: boolean;
}

/** The submitted view: 'Thank you!' ('Your request has been submitted!' for AI consulting) and what happens next. */
export function LeadThankYou({ variant, trial }: LeadThankYouProps) {
  const t = useTranslations("forms");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => reveal(ref.current), []);
  const title = trial
    ? t("lead.trialThankYou")
    : variant === "AIConsulting"
      ? t("lead.submittedAIConsulting")
      : t("thankYou");
  return (
    <div ref={ref} className={styles.thankYou} role="status" aria-live="polite" tabIndex={-1}>
      <p className={styles.thankYouTitle}>{title}</p>
      <p>{trial ? t("lead.trialThankYouLine") : t("lead.thankYouLine")}</p>
    </div>
  );
}
