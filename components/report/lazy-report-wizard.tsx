"use client";

import dynamic from "next/dynamic";
import { useNear } from "@/components/ui/use-near";
import styles from "./report-wizard.module.css";

function Placeholder() {
  return <div className={styles.lazyPlaceholder} aria-hidden="true" />;
}

// The wizard's code (forms, schemas, uploads) loads once a visitor nears it, not with the page.
const ReportWizard = dynamic(() => import("./report-wizard").then((module) => module.ReportWizard), {
  ssr: false,
  loading: Placeholder,
});

/** The report wizard, fetched and drawn when it comes within 600 px of the viewport. */
export function LazyReportWizard() {
  const [ref, near] = useNear<HTMLDivElement>();
  return <div ref={ref}>{near ? <ReportWizard /> : <Placeholder />}</div>;
}
