"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { bedroomTypes, parkingOptions, type ReportRequestInput } from "@/lib/validation/report-wizard";
import { FieldMessage } from "@/components/ui/fields/field-shell";
import { reportFieldClasses } from "./field-classes";
import { TextField } from "./text-field";
import styles from "./report-wizard.module.css";
import { useFieldError } from "./use-field-error";

/** Step 3: use, bedroom types (at least one), parking (with a description for "others"). */
export function StepObjectives() {
  const t = useTranslations("reportWizard.fields");
  const { register, control } = useFormContext<ReportRequestInput>();
  const parking = useWatch({ control, name: "parking" });
  const bedroomError = useFieldError("bedroomType");
  const parkingError = useFieldError("parking");
  return (
    <div className={styles.grid}>
      <TextField name="use" label={t("use")} required placeholder={t("usePlaceholder")} />
      <TextField
        name="numberOfUnits"
        label={t("numberOfUnits")}
        inputMode="numeric"
        suffix={t("numberOfUnitsSuffix")}
        hint={t("optionalHint")}
      />
      <TextField name="floorAreaRatio" label={t("floorAreaRatio")} inputMode="decimal" hint={t("optionalHint")} />
      <TextField name="unitMixSize" label={t("unitMixSize")} hint={t("optionalHint")} />
      <fieldset
        className={styles.choices}
        aria-invalid={bedroomError ? true : undefined}
        aria-describedby={bedroomError ? "report-bedroomType-error" : undefined}
      >
        <legend className={styles.label}>
          {t("bedroomType")}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
          <span className="visually-hidden"> ({t("required")})</span>
        </legend>
        {bedroomTypes.map((type) => (
          <label key={type} className={styles.choice}>
            <input type="checkbox" value={type} {...register("bedroomType")} />
            {t(`bedroom.${type}`)}
          </label>
        ))}
        <FieldMessage
          id="report-bedroomType-error"
          message={bedroomError}
          className={reportFieldClasses.error}
          icon={false}
        />
      </fieldset>
      <fieldset className={styles.choices}>
        <legend className={styles.label}>{t("parking")}</legend>
        {parkingOptions.map((option) => (
          <label key={option} className={styles.choice}>
            <input type="radio" value={option} {...register("parking")} />
            {t(`parkingOption.${option}`)}
          </label>
        ))}
        <FieldMessage
          id="report-parking-error"
          message={parkingError}
          className={reportFieldClasses.error}
          icon={false}
        />
      </fieldset>
      {parking === "others" && (
        <TextField name="parkingOthers" label={t("parkingOthers")} required hint={t("parkingOthersHint")} />
      )}
    </div>
  );
}
