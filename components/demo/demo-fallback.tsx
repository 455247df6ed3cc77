"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { brand, type DemoTrigger } from "@/lib/config/brand";
import styles from "./demo-fallback.module.css";

// The form's code (react-hook-form, zod) loads only when the widget fails or the popup has no calendar,
// never with a page. (/demo draws the form on the server itself while no calendar is set.)
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
  /** The form, when the page drew it on the server; otherwise it loads here. */
  form?: ReactNode;
}

/** In place of a scheduling widget that could not load or has no page: the call-back form, and the page's link. */
export function DemoFallback({ url, trigger, headingLevel, failed, form }: DemoFallbackProps) {
  const t = useTranslations("demo");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={styles.fallback}>
      <div role="status">
        <Heading className={styles.heading}>
          {t(brand.schedulingConfigured ? "callback.heading" : "callback.headingAlone")}
        </Heading>
        <p className={styles.lead}>
          {failed && `${t("fallback")} `}
          {t("callback.lead")}
        </p>
      </div>
      {form ?? <CallbackForm trigger={trigger} />}
      {/* No link while the scheduling page is still the example default: the form stands alone. */}
      {brand.schedulingConfigured && (
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
