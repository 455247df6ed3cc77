"use client";

import { useLocale, useTranslations } from "next-intl";
import type { PostState } from "@/lib/blog/post-state";
import styles from "./editor.module.css";

/** "Draft", "Scheduled for …", "Live", "Live with unpublished changes": the one state of a post. */
export function StateBadge({
  state,
  scheduledAt,
  timeZone,
}: {
  state: PostState;
  scheduledAt: string | null;
  timeZone: string;
}) {
  const t = useTranslations("editor.state");
  const locale = useLocale();
  // 24-hour: the server's and the browser's ICU name the half of the day differently ("PM", "오후"),
  // and the page would not hydrate as rendered.
  const at = scheduledAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", hourCycle: "h23", timeZone }).format(
        new Date(scheduledAt),
      )
    : "";
  return (
    <span className={`${styles.badge} ${styles[`badge_${state}`]}`} data-testid="post-state" data-state={state}>
      {state === "scheduled" && at ? t("scheduledAt", { at }) : t(state)}
    </span>
  );
}
