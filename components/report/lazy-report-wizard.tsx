"use client";

import { lazy } from "react";
import { WhenNear } from "@/components/ui/when-near";
import styles from "@/components/forms/lazy-form.module.css";

const placeholder = <div className={styles.lazyWizard} aria-hidden="true" />;

// The wizard's code (forms, schemas, uploads) loads once a visitor nears it, not with the page.
const loadReportWizard = () => import("./report-wizard");
const ReportWizard = lazy(() => loadReportWizard().then((module) => ({ default: module.ReportWizard })));

/** The report wizard, fetched and drawn when it comes within 600 px of the viewport, or when asked by keyboard. */
export function LazyReportWizard({ loadLabel }: { loadLabel: string }) {
  return (
    <WhenNear placeholder={placeholder} loadLabel={loadLabel} preload={loadReportWizard}>
      <ReportWizard />
    </WhenNear>
  );
}
