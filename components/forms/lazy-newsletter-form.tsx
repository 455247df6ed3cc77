"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { WhenNear } from "@/components/ui/when-near";
import buttons from "@/components/ui/buttons.module.css";
import styles from "./forms.module.css";

const placeholder = <div className={styles.lazyNewsletter} aria-hidden="true" />;

// The footer is on every page: its form's code (react-hook-form, zod) loads only near it or on request.
const loadNewsletterForm = () => import("./newsletter-form");
const NewsletterForm = dynamic(() => loadNewsletterForm().then((module) => module.NewsletterForm), {
  ssr: false,
  loading: () => placeholder,
});

export function LazyNewsletterForm() {
  const t = useTranslations("forms.newsletter");
  return (
    <WhenNear
      placeholder={placeholder}
      loadLabel={t("open")}
      preload={loadNewsletterForm}
      buttonClassName={buttons.light}
    >
      <NewsletterForm />
    </WhenNear>
  );
}
