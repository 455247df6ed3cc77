"use client";

import dynamic from "next/dynamic";
import { WhenNear } from "@/components/ui/when-near";
import type { LeadVariant } from "@/lib/validation/lead-variants";
import styles from "./forms.module.css";

const placeholder = <div className={styles.lazyPlaceholder} aria-hidden="true" />;

// The form's code (react-hook-form, zod and the schemas, about 100 KB compressed) loads once a
// visitor nears the form, so on a product page it does not compete with the first paint on a phone.
const LeadForm = dynamic(() => import("./lead-form").then((module) => module.LeadForm), {
  ssr: false,
  loading: () => placeholder,
});

/** The lead form, fetched and drawn when it comes within 600 px of the viewport. */
export function LazyLeadForm({ variant }: { variant: LeadVariant }) {
  return (
    <WhenNear placeholder={placeholder}>
      <LeadForm variant={variant} />
    </WhenNear>
  );
}
