import { useId, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { ActionState } from "./use-submission-action";
import { ActionStatus } from "./action-status";
import { useUnsaved } from "./unsaved-changes";
import styles from "../staff.module.css";

interface ActionFormProps {
  /** Sends the change (useSubmissionAction's `run`); the page does not reload. */
  onSubmit: () => unknown;
  state: ActionState;
  /** The button's words, and its words while the change is sent. */
  labels: { submit: string; busy: string };
  /** False while there is nothing to send: the button stays off. */
  ready?: boolean;
  /** False for a plain button (a note is not the page's main action). */
  primary?: boolean;
  /** The form checks its fields itself and shows their errors. */
  noValidate?: boolean;
  /**
   * The fields hold a change not sent yet: said beside the button (and read with it), and leaving the page
   * asks first (UnsavedChanges).
   */
  dirty?: boolean;
  children: ReactNode;
}

/** The frame of a lead's and the accounts' change forms: the fields, then the button and what it came to. */
export function ActionForm({
  onSubmit,
  state,
  labels,
  ready = true,
  primary = true,
  noValidate,
  dirty = false,
  children,
}: ActionFormProps) {
  const t = useTranslations("staff.detail");
  const unsavedId = useId();
  // Not while it is sent, nor while the page is drawn again with what was saved.
  const showUnsaved = dirty && !state.busy && !state.refreshing;
  useUnsaved(showUnsaved);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className={styles.stack}
      noValidate={noValidate}
    >
      {children}
      <div className={styles.actions}>
        <button
          type="submit"
          className={primary ? styles.primary : undefined}
          disabled={state.busy || !ready}
          aria-describedby={showUnsaved ? unsavedId : undefined}
        >
          {state.busy ? labels.busy : labels.submit}
        </button>
        {showUnsaved && (
          <span id={unsavedId} className={styles.badgeWarn}>
            {t("unsaved")}
          </span>
        )}
        <ActionStatus state={state} />
      </div>
    </form>
  );
}
