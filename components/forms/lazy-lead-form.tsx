"use client";

import { loadWhenNear } from "@/components/ui/load-when-near";
import styles from "./lazy-form.module.css";

/**
 * The lead form, drawn when it comes within 600 px of the viewport, or when asked by keyboard. Its code
 * (react-hook-form, zod and the schemas, about 100 KB compressed) loads then, so on a product page it
 * does not compete with the first paint on a phone.
 */
export const LazyLeadForm = loadWhenNear(() => import("./lead-form").then((module) => module.LeadForm), {
  placeholderClassName: styles.lazyPlaceholder,
});
