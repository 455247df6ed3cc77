"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { consentTerms, type ConsentForm } from "@/content/legal/consent-notice";
import { useContext } from "react";
import { IntlMessagesContext } from "@/components/i18n/intl-messages-context";
import { FieldMessage } from "@/components/ui/fields/field-frame";
import fieldStyles from "@/components/ui/fields/fields.module.css";
import styles from "./forms.module.css";

interface ConsentFieldsProps {
  /** Ids start with it: `${idPrefix}-privacyConsent`. */
  idPrefix: string;
  /** Which form asks: the notice lists the items that form collects. */
  form: ConsentForm;
  /**
   * The form's `register`: called here, so the boxes register after the fields above them and a
   * submit with gaps focuses the first gap from the top.
   */
  register: (name: ConsentField) => UseFormRegisterReturn;
  privacyError?: string;
  /** Shows the separate marketing opt-in, where the form offers news. */
  marketing?: boolean;
}

type ConsentField = "privacyConsent" | "marketingConsent";

interface NoticeItem {
  heading: string;
  text: string[];
}

function NoticeDetails({ summary, items }: { summary: string; items: NoticeItem[] }) {
  return (
    <details className={styles.consentDetails}>
      <summary>{summary}</summary>
      <dl>
        {items.map((item) => (
          <div key={item.heading}>
            <dt>{item.heading}</dt>
            {item.text.map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        ))}
      </dl>
    </details>
  );
}

/**
 * The required agreement to the collection and use of personal data (PIPA): a checkbox, and the four
 * items (what, why, how long, the right to refuse) one click away; below it, where asked, the
 * optional marketing opt-in with its own items. Text and version: content/legal/consent-notice.ts.
 */
export function ConsentFields({ idPrefix, form, register, privacyError, marketing = false }: ConsentFieldsProps) {
  const held = useContext(IntlMessagesContext);
  // The server picks the notice in the page's language (components/i18n/client-messages.tsx).
  if (!held) throw new Error("ConsentFields must be drawn inside the site's shell (<ClientMessages>)");
  const notice = held.consent;
  const { headings } = notice;
  const terms = consentTerms(notice, form);
  const privacyId = `${idPrefix}-privacyConsent`;
  const errorId = `${privacyId}-error`;
  return (
    <div className={styles.consent}>
      <div className={styles.checkbox}>
        <input
          id={privacyId}
          type="checkbox"
          aria-required
          aria-invalid={privacyError ? true : undefined}
          aria-describedby={privacyError ? errorId : undefined}
          {...register("privacyConsent")}
        />
        <label htmlFor={privacyId}>{notice.label}</label>
        <FieldMessage id={errorId} message={privacyError} className={fieldStyles.error ?? ""} />
      </div>
      <NoticeDetails
        summary={notice.more}
        items={[
          { heading: headings.collected, text: [notice.collected[form], notice.collectedAutomatically] },
          { heading: headings.purpose, text: [terms.purpose] },
          { heading: headings.retention, text: [terms.retention] },
          { heading: headings.refusal, text: [terms.refusal] },
        ]}
      />
      {marketing && (
        <>
          <div className={styles.checkbox}>
            <input id={`${idPrefix}-marketingConsent`} type="checkbox" {...register("marketingConsent")} />
            <label htmlFor={`${idPrefix}-marketingConsent`}>{notice.marketing.label}</label>
          </div>
          <NoticeDetails
            summary={notice.more}
            items={[
              { heading: headings.collected, text: [notice.marketing.collected] },
              { heading: headings.purpose, text: [notice.marketing.purpose] },
              { heading: headings.retention, text: [notice.marketing.retention] },
              { heading: headings.refusal, text: [notice.marketing.refusal] },
            ]}
          />
        </>
      )}
    </div>
  );
}
