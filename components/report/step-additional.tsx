"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import type { ReportRequestInput } from "@/lib/validation/report-wizard";
import { ConsentFields } from "@/components/forms/consent-fields";
import { AddOnsField } from "./add-ons-field";
import { useFieldError } from "./use-field-error";
import { AutoGrowTextarea } from "./auto-grow-textarea";
import { FileUploadField } from "./file-upload-field";
import type { useStagedUploads } from "./use-staged-uploads";
import forms from "@/components/forms/forms.module.css";
import styles from "./report-wizard.module.css";

interface StepAdditionalProps {
  uploads: ReturnType<typeof useStagedUploads>;
  locked: boolean;
}

/** Step 4: nothing mandatory. Additional information, files and the add-ons. */
export function StepAdditional({ uploads, locked }: StepAdditionalProps) {
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
          className={`${forms.textarea} ${forms.autoGrow}`}
          registration={register("additionalInformation")}
          value={text}
          rows={3}
        />
      </div>
      <FileUploadField
        items={uploads.items}
        problems={uploads.problems}
        onAdd={uploads.add}
        onRemove={uploads.remove}
        disabled={locked}
      />
      <AddOnsField />
      <ConsentFields idPrefix="report" form="report" register={register} privacyError={consentError} />
    </div>
  );
}
