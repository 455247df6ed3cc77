"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { PostState } from "@/lib/blog/post-state";
import styles from "./editor.module.css";

interface EditorActionsProps {
  state: PostState | null;
  busy: boolean;
  onPublish: () => void;
  onUnpublish: () => void;
  onSchedule: (localDateTime: string) => void;
  onCancelSchedule: () => void;
  /** The zone the date and time are read in (the team's, or this browser's). */
  timeZone: string;
  /** Said beside Publish (a post without a card image): publishing still goes on. */
  warning?: string;
}

/** A time zone with its offset now: "Asia/Seoul (GMT+09:00)". */
function zoneWithOffset(zone: string): string {
  const offset = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value;
  return offset ? `${zone} (${offset})` : zone;
}

/** The settings panel's publishing: Publish, Unpublish, and Schedule at a date and time (or cancel the schedule). */
export function EditorActions(props: EditorActionsProps) {
  const { state, busy } = props;
  const t = useTranslations("editor");
  const [at, setAt] = useState("");
  const live = state === "live" || state === "live_changed";
  const zone = zoneWithOffset(props.timeZone);
  return (
    <div className={styles.actions} role="group" aria-label={t("statusLabel")}>
      <button
        type="button"
        className={styles.primary}
        onClick={props.onPublish}
        disabled={busy}
        aria-describedby={props.warning ? "publish-warning" : undefined}
      >
        {t("publish")}
      </button>
      {live && (
        <button type="button" onClick={props.onUnpublish} disabled={busy}>
          {t("unpublish")}
        </button>
      )}
      <div className={styles.schedule}>
        <label htmlFor="schedule-at">{t("scheduleLabel")}</label>
        <span className={styles.scheduleRow}>
          <input
            id="schedule-at"
            type="datetime-local"
            value={at}
            onChange={(event) => setAt(event.target.value)}
            aria-describedby="schedule-zone"
          />
          <button type="button" onClick={() => props.onSchedule(at)} disabled={busy}>
            {t("schedule")}
          </button>
          {state === "scheduled" && (
            <button type="button" onClick={props.onCancelSchedule} disabled={busy}>
              {t("cancelSchedule")}
            </button>
          )}
        </span>
        <span id="schedule-zone" className={styles.scheduleZone} data-testid="schedule-zone">
          {t("scheduleZone", { zone })}
        </span>
      </div>
      {props.warning && (
        <p id="publish-warning" className={styles.warning} data-testid="publish-warning">
          {props.warning}
        </p>
      )}
    </div>
  );
}
