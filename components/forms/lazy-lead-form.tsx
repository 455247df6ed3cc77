"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { WhenNear } from "@/components/ui/when-near";
import type { LeadVariant } from "@/lib/validation/lead-variants";
import styles from "./forms.module.css";

const placeholder = <div className={styles.lazyPlaceholder} aria-hidden="true" />;

// The form's code (react-hook-form, zod and the schemas, about 100 KB compressed) loads once a
// visitor nears the form, so on a product page it does not compete with the first paint on a phone.
const loadLeadForm = () => import("./lead-form");
const LeadForm = dynamic(() => loadLeadForm().then((module) => module.LeadForm), {
  ssr: false,
  loading: () => placeholder,
});

/** The lead form, fetched and drawn when it comes within 600 px of the viewport, or when asked by keyboard. */
export function LazyLeadForm({ variant, heading }: { variant: LeadVariant; heading?: string }) {
  const t = useTranslations("forms.lazy");
  return (
    <WhenNear
      placeholder={placeholder}
      loadLabel={heading ? t("openNamed", { heading }) : t("open")}
      preload={loadLeadForm}
    >
      <LeadForm variant={variant} />
    </WhenNear>
  );
}
