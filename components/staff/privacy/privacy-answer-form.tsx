"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import * as z from "zod/mini";
import { useFieldState } from "@/components/ui/fields/typed-before-hydration";
import { privacyAnswerSchema } from "@/lib/validation/privacy-answer";
import { ActionForm } from "../detail/action-form";
import { ReplyTextFields, type ReplyText } from "../detail/reply-text-fields";
import { useSubmissionAction } from "../detail/use-submission-action";
import { useSentStatus } from "../detail/sent-status";
import styles from "../staff.module.css";

interface PrivacyAnswerFormProps {
  id: number;
  /** The address the requester confirmed: the only one the answer goes to. */
  email: string;
  /** The requester's language, named in the viewer's. */
  language: string;
  /** The starting text, in the requester's language. */
  draft: ReplyText;
  /** An erasure request whose data the look-up still finds: said beside the button, and confirmed before sending. */
  held: boolean;
}

/**
 * Answers a privacy request from its page: the e-mail to the requester, checked with the route's own
 * schema; once sent, the page shows the request answered with the text that went out, and says so below it.
 */
export function PrivacyAnswerForm({ id, email, language, draft, held }: PrivacyAnswerFormProps) {
  const t = useTranslations("staff.privacyRequests");
  const [text, setText] = useState<ReplyText>(draft);
  const [confirmed, setConfirmed] = useFieldState("answer-held-confirm", false);
  const [checked, setChecked] = useState<Record<string, string[] | undefined>>({});
  const { state, run } = useSubmissionAction(`/api/staff/privacy-requests/${id}/answer`);
  const sentLine = useSentStatus();
  const submit = async () => {
    const words = { subject: t("errors.subject"), body: t("errors.body"), unwritten: t("errors.unwritten") };
    // A line left from an earlier answer would stand beside this one's error, or while it is sent.
    sentLine.clear();
    const parsed = privacyAnswerSchema(words).safeParse({ ...text, ...(held ? { confirmHeld: confirmed } : {}) });
    setChecked(parsed.success ? {} : z.flattenError(parsed.error).fieldErrors);
    // Said outside the form (SentStatus), which the page drawn again replaces with the answer sent.
    if (parsed.success && (await run("POST", parsed.data, ""))) sentLine.announce(t("sent", { address: email }));
  };
  return (
    <ActionForm
      onSubmit={submit}
      state={state}
      labels={{ submit: t("send"), busy: t("sending") }}
      ready={!held || confirmed}
      dirty={text.subject !== draft.subject || text.body !== draft.body}
      noValidate
    >
      <p className={styles.muted}>{t("answerIntro", { address: email, language })}</p>
      <ReplyTextFields
        idPrefix="answer"
        labels={{ subject: t("subject"), body: t("body") }}
        text={text}
        onChange={setText}
        errors={{ ...state.fieldErrors, ...checked }}
      />
      {held && (
        <div className={styles.warning}>
          <p id="answer-held">{t("heldWarning")}</p>
          <div className={styles.check}>
            <input
              id="answer-held-confirm"
              type="checkbox"
              checked={confirmed}
              aria-describedby="answer-held"
              onChange={(event) => setConfirmed(event.target.checked)}
            />
            <label htmlFor="answer-held-confirm">{t("heldConfirm")}</label>
          </div>
        </div>
      )}
    </ActionForm>
  );
}
