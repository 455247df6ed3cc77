"use client";

import { loadWhenNear } from "@/components/ui/load-when-near";
import styles from "@/components/forms/lazy-form.module.css";

/**
 * The report wizard, drawn when it comes within 600 px of the viewport, or when asked by keyboard: its
 * code (forms, schemas, uploads) loads then, not with the page.
 */
export const LazyReportWizard = loadWhenNear(() => import("./report-wizard").then((module) => module.ReportWizard), {
  placeholderClassName: styles.lazyWizard,
});
