"use client";

import { useLocale, useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import type { PriceList } from "@/lib/money/prices";
import type { ReportRequestInput } from "@/lib/validation/report-wizard";
import { ConsentFields } from "@/components/forms/consent-fields";
import { FieldMessage } from "@/components/ui/fields/field-frame";
import { CharacterCount } from "@/components/ui/fields/character-count";
import { localizedHref } from "@/lib/i18n/paths";
import { refundNotice } from "@/content/legal/report-refunds";
import { MAX } from "@/lib/validation/limits";
import { AddOnsField } from "./add-ons-field";
import { useFieldError } from "./wizard-field";
import { AutoGrowTextarea } from "./auto-grow-textarea";
import { FileUploadField } from "./file-upload-field";
import type { useStagedUploads } from "./use-staged-uploads";
import fieldStyles from "@/components/ui/fields/fields.module.css";
import formStyles from "@/components/forms/forms.module.css";
import styles from "./report-wizard.module.css";

interface StepAdditionalProps {
  uploads: ReturnType<typeof useStagedUploads>;
  locked: boolean;
  prices: PriceList;
}

/**
 * The agreement a paid request needs: the terms with their withdrawal and refund rules, in the page's
 * language, opened in a new window (a plain link: no in-page navigation) so the wizard keeps its answers.
 */
function TermsAgreement() {
  const t = useTranslations("reportWizard.fields");
  const locale = useLocale();
  const { register } = useFormContext<ReportRequestInput>();
  const error = useFieldError("termsAgreement");
  const id = "report-termsAgreement";
  return (
    <div className={`${formStyles.consent} ${formStyles.checkbox}`}>
      <input
        id={id}
        type="checkbox"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register("termsAgreement")}
      />
      <label htmlFor={id}>
        {t.rich("termsAgreement", {
          terms: (chunks) => (
            <a href={localizedHref(locale, "/terms-and-conditions")} target="_blank" rel="noopener">
              {chunks}
              <span className="visually-hidden"> {t("termsNewWindow")}</span>
            </a>
          ),
        })}
      </label>
      <FieldMessage id={`${id}-error`} message={error} className={fieldStyles.error ?? ""} />
    </div>
  );
}

/**
 * The withdrawal period, that it ends once work starts, and the refund at each stage, shown before the
 * submit (전자상거래법 제17조제6항: a limit not shown beforehand does not apply). The same words as the
 * terms and the acknowledgement: content/legal/report-refunds.ts.
 */
function RefundNotice() {
  const notice = refundNotice(useLocale());
  return (
    <section className={styles.refunds} aria-labelledby="report-refunds-heading" data-testid="report-refunds">
      <h4 id="report-refunds-heading">{notice.heading}</h4>
      {notice.withdrawal.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{notice.stagesLead}</p>
      <ul>
        {notice.stages.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{notice.addOns}</p>
      <p>{notice.timing}</p>
    </section>
  );
}

/** Step 4: the additional information, files and add-ons, then the consents a request needs and the refund rules. */
export function StepAdditional({ uploads, locked, prices }: StepAdditionalProps) {
  const t = useTranslations("reportWizard.fields");
  const { register, control } = useFormContext<ReportRequestInput>();
  const consentError = useFieldError("privacyConsent");
  const text = useWatch({ control, name: "additionalInformation" });
  return (
    <div className={styles.stack}>
      <div className={styles.field}>
        <label htmlFor="report-additionalInformation" className={styles.label}>
          {t("additionalInformation")}
        </label>
        <AutoGrowTextarea
          id="report-additionalInformation"
          className={`${fieldStyles.textarea} ${fieldStyles.autoGrow}`}
          registration={register("additionalInformation")}
          value={text}
          rows={3}
          aria-describedby="report-additionalInformation-count"
        />
        <CharacterCount
          id="report-additionalInformation-count"
          length={text?.length ?? 0}
          limit={MAX.text}
          say={(values) => t("counter", values)}
        />
      </div>
      <FileUploadField
        items={uploads.items}
        problems={uploads.problems}
        onAdd={uploads.add}
        onRemove={uploads.remove}
        missing={uploads.missing}
        interrupted={uploads.interrupted}
        disabled={locked}
      />
      <AddOnsField prices={prices} />
      <ConsentFields idPrefix="report" form="report" register={register} privacyError={consentError} />
      <RefundNotice />
      <TermsAgreement />
    </div>
  );
}
