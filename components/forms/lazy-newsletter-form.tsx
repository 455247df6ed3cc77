"use client";

import buttons from "@/components/ui/buttons.module.css";
import { loadWhenNear } from "@/components/ui/load-when-near";
import styles from "./lazy-form.module.css";

/**
 * The footer's newsletter form. The footer is on every page: the form's code (react-hook-form, zod) loads
 * only near it or on request, behind a light button on the footer's dark ground.
 */
export const LazyNewsletterForm = loadWhenNear(
  () => import("./newsletter-form").then((module) => module.NewsletterForm),
  { placeholderClassName: styles.lazyNewsletter, buttonClassName: buttons.light },
);
