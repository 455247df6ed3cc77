"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { WhenNear } from "@/components/ui/when-near";
import styles from "./report-wizard.module.css";

const placeholder = <div className={styles.lazyPlaceholder} aria-hidden="true" />;

// The wizard's code (forms, schemas, uploads) loads once a visitor nears it, not with the page.
const loadReportWizard = () => import("./report-wizard");
const ReportWizard = dynamic(() => loadReportWizard().then((module) => module.ReportWizard), {
  ssr: false,
  loading: () => placeholder,
});

/** The report wizard, fetched and drawn when it comes within 600 px of the viewport, or when asked by keyboard. */
export function LazyReportWizard() {
  const t = useTranslations("forms.lazy");
  return (
    <WhenNear placeholder={placeholder} loadLabel={t("openReport")} preload={loadReportWizard}>
      <ReportWizard />
    </WhenNear>
  );
}
