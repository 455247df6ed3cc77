"use client";

import { lazy } from "react";
import { WhenNear } from "@/components/ui/when-near";
import buttons from "@/components/ui/buttons.module.css";
import styles from "./lazy-form.module.css";

const placeholder = <div className={styles.lazyNewsletter} aria-hidden="true" />;

// The footer is on every page: its form's code (react-hook-form, zod) loads only near it or on request.
const loadNewsletterForm = () => import("./newsletter-form");
const NewsletterForm = lazy(() => loadNewsletterForm().then((module) => ({ default: module.NewsletterForm })));

/** `loadLabel` names the form on the button keyboard visitors reach before it loads. */
export function LazyNewsletterForm({ loadLabel }: { loadLabel: string }) {
  return (
    <WhenNear
      placeholder={placeholder}
      loadLabel={loadLabel}
      preload={loadNewsletterForm}
      buttonClassName={buttons.light}
    >
      <NewsletterForm />
    </WhenNear>
  );
}
