"use client";

import { lazy } from "react";
import { WhenNear } from "@/components/ui/when-near";
import type { LeadVariant } from "@/lib/validation/lead-variants";
import styles from "./lazy-form.module.css";

const placeholder = <div className={styles.lazyPlaceholder} aria-hidden="true" />;

// The form's code (react-hook-form, zod and the schemas, about 100 KB compressed) loads once a
// visitor nears the form, so on a product page it does not compete with the first paint on a phone.
const loadLeadForm = () => import("./lead-form");
const LeadForm = lazy(() => loadLeadForm().then((module) => ({ default: module.LeadForm })));

/** The lead form, fetched and drawn when it comes within 600 px of the viewport, or when asked by keyboard. */
export function LazyLeadForm({ variant, loadLabel }: { variant: LeadVariant; loadLabel: string }) {
  return (
    <WhenNear placeholder={placeholder} loadLabel={loadLabel} preload={loadLeadForm}>
      <LeadForm variant={variant} />
    </WhenNear>
  );
}
