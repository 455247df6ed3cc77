"use client";

import dynamic from "next/dynamic";
import { WhenNear } from "@/components/ui/when-near";
import styles from "./report-wizard.module.css";

const placeholder = <div className={styles.lazyPlaceholder} aria-hidden="true" />;

// The wizard's code (forms, schemas, uploads) loads once a visitor nears it, not with the page.
const ReportWizard = dynamic(() => import("./report-wizard").then((module) => module.ReportWizard), {
  ssr: false,
  loading: () => placeholder,
});

/** The report wizard, fetched and drawn when it comes within 600 px of the viewport. */
export function LazyReportWizard() {
  return (
    <WhenNear placeholder={placeholder}>
      <ReportWizard />
    </WhenNear>
  );
}
