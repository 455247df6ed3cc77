"use client";

import { useTranslations } from "next-intl";
import { useFieldState } from "@/components/ui/fields/typed-before-hydration";
import { ActionForm } from "./action-form";
import { useSubmissionAction } from "./use-submission-action";
import styles from "../staff.module.css";

/** Adds a dated note (stored with the signed-in name); the list above it is rendered by the server. */
export function NoteForm({ url }: { url: string }) {
  const t = useTranslations("staff.detail");
  const [note, setNote] = useFieldState("new-note", "");
  const { state, run } = useSubmissionAction(url);
  const submit = async () => {
    if (await run("PATCH", { note }, t("noteAdded"))) setNote("");
  };
  return (
    <ActionForm
      onSubmit={submit}
      state={state}
      labels={{ submit: t("addNote"), busy: t("working") }}
      ready={Boolean(note.trim())}
      dirty={Boolean(note.trim())}
      primary={false}
    >
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
    </ActionForm>
  );
}
