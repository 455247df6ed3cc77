"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { visitAttribution } from "@/lib/client/attribution";
import { brand, type DemoTrigger } from "@/lib/config/brand";
import { useQueryString } from "@/components/shell/use-query-string";
import { DemoFallback } from "./demo-fallback";
import { whenSchedulingReady } from "./scheduling-ready";
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
  const page = useQueryString();
  const landing = useSyncExternalStore(noUpdates, landingQuery, () => "");
  // The page's campaign tags, or the visit's: /demo opened by a demo button tapped before its page's
  // scripts ran carries none of its own (lib/client/attribution.ts).
  const url = schedulingUrl(trigger, page.includes("utm_") ? page : landing);
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

const noUpdates = () => () => {};

/** The query of the visit's landing page, which the forms send too. */
const landingQuery = () => new URL(visitAttribution().landing_page, window.location.origin).search;

/** The query parameters the widget carries over from the page (campaign, source, medium). */
const carried = ["utm_campaign", "utm_source", "utm_medium"] as const;

/**
 * The scheduling page for a trigger (brand.scheduling: most carry a utm_content tag) plus the
 * current page's utm_campaign, utm_source and utm_medium when present.
 */
export function schedulingUrl(trigger: DemoTrigger, search: string): string {
  const url = new URL(brand.scheduling[trigger]);
  const query = new URLSearchParams(search);
  for (const name of carried) {
    const value = query.get(name);
    if (value) url.searchParams.set(name, value);
  }
  return url.toString();
}

/**
 * True only for the provider's "event type viewed" message sent from its own origin: any page can
 * postMessage to us, so the origin is checked before the data is trusted.
 */
export function isEventTypeViewed(
  event: Pick<MessageEvent, "origin" | "data">,
  trustedOrigin: string = brand.urls.schedulingOrigin,
): boolean {
  if (event.origin !== trustedOrigin) return false;
  const data: unknown = event.data;
  return (
    typeof data === "object" && data !== null && (data as { event?: unknown }).event === "calendly.event_type_viewed"
  );
}
