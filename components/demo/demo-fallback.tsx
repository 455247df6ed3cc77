"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { DemoTrigger } from "@/lib/config/brand";
import { isPlaceholder } from "@/lib/config/placeholder";
import styles from "./demo-fallback.module.css";

// The form's code (react-hook-form, zod) loads only when it is drawn, after the page's own code.
const CallbackForm = dynamic(() => import("./callback-form").then((module) => module.CallbackForm), {
  ssr: false,
  loading: () => <div className={styles.formPlaceholder} aria-hidden="true" />,
});

interface DemoFallbackProps {
  /** The scheduling page the widget would have shown, with the page's utm values. */
  url: string;
  trigger: DemoTrigger;
  /** h2 on /demo (under the page's h1), h3 in the popup (under its h2 title). */
  headingLevel: 2 | 3;
  /** The widget tried and could not load (said first); false when no scheduling page is set. */
  failed: boolean;
}

/** In place of a scheduling widget that could not load or has no page: the call-back form, and the page's link. */
export function DemoFallback({ url, trigger, headingLevel, failed }: DemoFallbackProps) {
  const t = useTranslations("demo");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={styles.fallback}>
      <div role="status">
        <Heading className={styles.heading}>{t("callback.heading")}</Heading>
        <p className={styles.lead}>
          {failed && `${t("fallback")} `}
          {t("callback.lead")}
        </p>
      </div>
      <CallbackForm trigger={trigger} />
      {/* No link while the scheduling page is still the example default: the form stands alone. */}
      {!isPlaceholder(url) && (
        <p className={styles.schedule}>
          {t("callback.orSchedule")}{" "}
          <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {t("fallbackLink")}
            <span className="visually-hidden"> {t("opensInNewWindow")}</span>
          </a>
        </p>
      )}
    </div>
  );
}
