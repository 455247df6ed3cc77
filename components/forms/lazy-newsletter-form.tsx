"use client";

import { loadWhenNear } from "@/components/ui/load-when-near";
import buttons from "@/components/ui/buttons.module.css";
import styles from "./lazy-form.module.css";

/**
 * The footer is on every page: its form's code (react-hook-form, zod) loads only near it or on request.
 * `loadLabel` names the form on the button keyboard visitors reach before it loads.
 */
export const LazyNewsletterForm = loadWhenNear(
  () => import("./newsletter-form").then((module) => module.NewsletterForm),
  {
    placeholderClassName: styles.lazyNewsletter,
    buttonClassName: buttons.light,
  },
);
