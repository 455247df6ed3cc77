"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { ActionStatus } from "./action-status";
import { useSubmissionAction } from "./use-submission-action";
import styles from "../staff.module.css";

/** Adds a dated note (stored with the signed-in name); the list above it is rendered by the server. */
export function NoteForm({ url }: { url: string }) {
  const t = useTranslations("staff.detail");
  const [note, setNote] = useState("");
  const { state, run } = useSubmissionAction(url);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run("PATCH", { note }, t("noteAdded"))) setNote("");
  };
  return (
    <form onSubmit={submit} className={styles.stack}>
      <div className={styles.field}>
        <label htmlFor="new-note">{t("newNote")}</label>
        <textarea
          id="new-note"
          rows={3}
          maxLength={5000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" disabled={state.busy || !note.trim()}>
          {state.busy ? t("working") : t("addNote")}
        </button>
        <ActionStatus state={state} />
      </div>
    </form>
  );
}
