"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { PostState } from "@/lib/blog/post-state";
import styles from "./editor.module.css";

interface EditorActionsProps {
  state: PostState | null;
  busy: boolean;
  onSave: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onPreview: () => void;
  onSchedule: (localDateTime: string) => void;
  onCancelSchedule: () => void;
  /** The zone the date and time are read in (the team's, or this browser's). */
  timeZone: string;
}

/** Save, Publish, Unpublish, Preview, and Schedule at a date and time (or cancel the schedule). */
export function EditorActions(props: EditorActionsProps) {
  const { state, busy } = props;
  const t = useTranslations("editor");
  const [at, setAt] = useState("");
  const live = state === "live" || state === "live_changed";
  return (
    <div className={styles.actions} role="group" aria-label={t("statusLabel")}>
      <button type="button" onClick={props.onSave} disabled={busy}>
        {t("save")}
      </button>
      <button type="button" className={styles.primary} onClick={props.onPublish} disabled={busy}>
        {t("publish")}
      </button>
      {live && (
        <button type="button" onClick={props.onUnpublish} disabled={busy}>
          {t("unpublish")}
        </button>
      )}
      <button type="button" onClick={props.onPreview} disabled={busy}>
        {t("preview")}
      </button>
      <span className={styles.schedule}>
        <label htmlFor="schedule-at">
          {t("scheduleLabel")} <small>({t("scheduleZone", { zone: props.timeZone })})</small>
        </label>
        <input id="schedule-at" type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
        <button type="button" onClick={() => props.onSchedule(at)} disabled={busy}>
          {t("schedule")}
        </button>
        {state === "scheduled" && (
          <button type="button" onClick={props.onCancelSchedule} disabled={busy}>
            {t("cancelSchedule")}
          </button>
        )}
      </span>
    </div>
  );
}
