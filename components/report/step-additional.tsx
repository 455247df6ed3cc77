"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import type { PriceList } from "@/lib/report/prices";
import type { ReportRequestInput } from "@/lib/validation/report-wizard";
import { ConsentFields } from "@/components/forms/consent-fields";
import { CharacterCount } from "@/components/ui/fields/character-count";
import { MAX } from "@/lib/validation/limits";
import { AddOnsField } from "./add-ons-field";
import { useFieldError } from "./use-field-error";
import { AutoGrowTextarea } from "./auto-grow-textarea";
import { FileUploadField } from "./file-upload-field";
import type { useStagedUploads } from "./use-staged-uploads";
import fieldStyles from "@/components/ui/fields/fields.module.css";
import styles from "./report-wizard.module.css";

interface StepAdditionalProps {
  uploads: ReturnType<typeof useStagedUploads>;
  locked: boolean;
  prices: PriceList;
}

/** Step 4: nothing mandatory. Additional information, files and the add-ons. */
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
        disabled={locked}
      />
      <AddOnsField prices={prices} />
      <ConsentFields idPrefix="report" form="report" register={register} privacyError={consentError} />
    </div>
  );
}
