"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { brand, type DemoTrigger } from "@/lib/config/brand";
import { useQueryString } from "@/components/shell/use-query-string";
import { DemoFallback } from "./demo-fallback";
import { isEventTypeViewed } from "./scheduling-message";
import { whenSchedulingReady } from "./scheduling-ready";
import { schedulingUrl } from "./scheduling-url";
import styles from "./scheduling-widget.module.css";

interface CalendlyGlobal {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
}

declare global {
  interface Window {
    Calendly?: CalendlyGlobal;
  }
}

interface SchedulingWidgetProps {
  trigger: DemoTrigger;
  /** Called once when the provider reports that the visitor saw the event type. */
  onViewed?: () => void;
  fullPage?: boolean;
  /** The call-back form as the page drew it on the server (/demo while no calendar is set). */
  callbackForm?: ReactNode;
}

/**
 * The provider's inline embed for the trigger's scheduling URL. If its script cannot load within a
 * few seconds, the "we'll call you" form and a link to the same URL take its place, so the visitor
 * can always leave with a booked demo or a call on the way. While no scheduling page is set, the
 * form is all there is, from the server's HTML on.
 */
export function SchedulingWidget({ trigger, onViewed, fullPage, callbackForm }: SchedulingWidgetProps) {
  const t = useTranslations("demo");
  const query = useQueryString();
  const url = schedulingUrl(trigger, query);
  const slot = useRef<HTMLDivElement>(null);
  // The outcome belongs to the URL it was loaded for; a new URL is "loading" until its own outcome.
  const [outcome, setOutcome] = useState<{ url: string; ok: boolean } | null>(null);
  const state = !brand.schedulingConfigured
    ? "unconfigured"
    : outcome?.url !== url
      ? "loading"
      : outcome.ok
        ? "ready"
        : "failed";
  const callback = state === "failed" || state === "unconfigured";

  useEffect(() => {
    if (!brand.schedulingConfigured) return;
    let cancelled = false;
    void whenSchedulingReady().then((ready) => {
      if (cancelled || !slot.current) return;
      if (!ready || !window.Calendly) return setOutcome({ url, ok: false });
      slot.current.replaceChildren();
      window.Calendly.initInlineWidget({ url, parentElement: slot.current });
      setOutcome({ url, ok: true });
    });
    return () => {
      cancelled = true;
    };
  }, [url]);

  useEffect(() => {
    if (!onViewed) return;
    let seen = false;
    const listener = (event: MessageEvent) => {
      if (seen || !isEventTypeViewed(event)) return;
      seen = true;
      onViewed();
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, [onViewed, url]);

  return (
    <div
      className={fullPage ? styles.fullPage : styles.widget}
      data-url={url}
      data-state={state}
      aria-label={t("widgetLabel")}
      role="region"
    >
      <div ref={slot} className={styles.embed} hidden={callback} />
      <p className={styles.note} role="status" hidden={state !== "loading"}>
        {state === "loading" && t("loading")}
      </p>
      {callback && (
        <DemoFallback
          url={url}
          trigger={trigger}
          headingLevel={fullPage ? 2 : 3}
          failed={state === "failed"}
          form={callbackForm}
        />
      )}
    </div>
  );
}
