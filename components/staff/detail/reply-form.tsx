"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import * as z from "zod/mini";
import type { ReplyTemplate, ReplyTemplateId } from "@/content/staff/reply-templates";
import { locales, type Locale } from "@/lib/i18n/routing";
import { leadReplySchema } from "@/lib/validation/lead-reply";
import { SelectOptions } from "@/components/ui/fields/select-options";
import { typedBeforeHydration, useAtHydration } from "@/components/ui/fields/typed-before-hydration";
import { ActionForm } from "./action-form";
import { ReplyTextFields } from "./reply-text-fields";
import { useSentStatus } from "./sent-status";
import { useSubmissionAction } from "./use-submission-action";
import styles from "../staff.module.css";

interface ReplyFormProps {
  /** POST …/reply of this submission. */
  url: string;
  /** The lead's own address: the only one a reply goes to. */
  email: string;
  /** The language the lead wrote in. */
  language: Locale;
  /**
   * The team's templates in each language, already filled with the lead's and the sender's names, in the
   * order offered: a report request's order confirmation first.
   */
  templates: Record<Locale, Partial<Record<ReplyTemplateId, ReplyTemplate>>>;
}

/** A field the writer has typed in: not empty, and not what was last filled in or sent (`base`). */
const typedIn = (current: ReplyTemplate, base: ReplyTemplate, field: keyof ReplyTemplate) =>
  current[field] !== "" && current[field] !== base[field];

/**
 * A template's text in place of the fields' own where they are empty or still hold what was last filled
 * in or sent (`base`): at hydration, a subject or text typed before it is not written over by a template's.
 */
const fillUntouched = (current: ReplyTemplate, base: ReplyTemplate, next: ReplyTemplate): ReplyTemplate => ({
  subject: typedIn(current, base, "subject") ? current.subject : next.subject,
  body: typedIn(current, base, "body") ? current.body : next.body,
});

/**
 * Answers the lead by e-mail from their page: a template in the lead's language to start from, checked
 * with the route's own schema before it is sent (a template's prompt left in is refused); the history
 * below shows it and its delivery, and the panel's SentStatus says it went. Sent from the "confirmation"
 * template, it is the order confirmation: so the text always belongs to the template and language
 * chosen. Choosing another replaces both fields, after asking when the writer has typed in them (Cancel
 * keeps the text and the choice it was written under).
 */
export function ReplyForm({ url, email, language: leadLanguage, templates }: ReplyFormProps) {
  const t = useTranslations("staff.reply");
  const ids = Object.keys(templates[leadLanguage]) as ReplyTemplateId[];
  const [language, setLanguage] = useState<Locale>(leadLanguage);
  const [template, setTemplate] = useState<ReplyTemplateId>(ids[0]!);
  const [text, setText] = useState<ReplyTemplate>(templates[leadLanguage][ids[0]!]!);
  // What the fields held when last filled from a template or sent: text beyond it would be lost by leaving.
  const [base, setBase] = useState<ReplyTemplate>(text);
  const [checked, setChecked] = useState<Record<string, string[] | undefined>>({});
  const { state, run } = useSubmissionAction(`${url}/reply`);
  const sentLine = useSentStatus();
  const choose = (nextLanguage: Locale, nextTemplate: ReplyTemplateId) => {
    const next = templates[nextLanguage][nextTemplate]!;
    const typed = typedIn(text, base, "subject") || typedIn(text, base, "body");
    const question = { template: t(`templates.${nextTemplate}`), language: t(`languages.${nextLanguage}`) };
    // Cancelled, the state stays and React puts the select back to it.
    if (typed && !window.confirm(t("replaceTyped", question))) return;
    setLanguage(nextLanguage);
    setTemplate(nextTemplate);
    setText(next);
    setBase(next);
  };
  // A template or language chosen before the page hydrated (no dialog then): its text where the subject
  // or text was not typed in too, and the confirmation's text always, since that text is the contract.
  useAtHydration(() => {
    const chosenLanguage = typedBeforeHydration("reply-language", language);
    const chosenTemplate = typedBeforeHydration("reply-template", template);
    if (!chosenLanguage && !chosenTemplate) return;
    const nextTemplate = chosenTemplate ?? template;
    const next = templates[chosenLanguage ?? language][nextTemplate]!;
    setLanguage(chosenLanguage ?? language);
    setTemplate(nextTemplate);
    // An updater: it sees what ReplyTextFields took over (typed before) just ahead of it.
    setText((current) => {
      const kept = fillUntouched(current, base, next);
      return nextTemplate === "confirmation" ? { ...kept, body: next.body } : kept;
    });
    setBase(next);
  });
  const submit = async () => {
    const words = {
      language: t("errors.language"),
      subject: t("errors.subject"),
      body: t("errors.body"),
      // The schema names the prompts left in the slot, as the route's raw message has it.
      unwritten: t("errors.unwritten", { prompts: "{prompts}" }),
    };
    // The line left from an earlier reply would stand beside this one's error, or while it is sent.
    sentLine.clear();
    const confirmation = template === "confirmation" ? { confirmation: true } : {};
    const parsed = leadReplySchema(words).safeParse({ language, ...text, ...confirmation });
    setChecked(parsed.success ? {} : z.flattenError(parsed.error).fieldErrors);
    if (parsed.success && (await run("POST", parsed.data, ""))) {
      setBase(text);
      // Said outside the form (SentStatus), which keeps it and the focus while the page is drawn again.
      sentLine.announce(t("sent", { address: email }));
    }
  };
  const errors = { ...state.fieldErrors, ...checked };
  return (
    <ActionForm
      onSubmit={submit}
      state={state}
      labels={{ submit: t("send"), busy: t("sending") }}
      dirty={text.subject !== base.subject || text.body !== base.body}
      noValidate
    >
      <p className={styles.muted}>{t("intro", { address: email })}</p>
      <div className={styles.field}>
        <label htmlFor="reply-template">{t("template")}</label>
        <select
          id="reply-template"
          value={template}
          onChange={(event) => choose(language, event.target.value as ReplyTemplateId)}
        >
          <SelectOptions values={ids} label={(option) => t(`templates.${option}`)} />
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="reply-language">{t("language")}</label>
        <select
          id="reply-language"
          value={language}
          onChange={(event) => choose(event.target.value as Locale, template)}
        >
          <SelectOptions values={locales} label={(option) => t(`languages.${option}`)} />
        </select>
      </div>
      <ReplyTextFields
        idPrefix="reply"
        labels={{ subject: t("subject"), body: t("body") }}
        text={text}
        onChange={setText}
        errors={errors}
      />
    </ActionForm>
  );
}
