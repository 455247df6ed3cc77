"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { bedroomTypesByUnit, parkingOptions, type ReportRequestInput } from "@/lib/validation/report-wizard";
import { ChoiceGroup } from "./choice-group";
import { TextField } from "./text-field";
import styles from "./report-wizard.module.css";

/** Step 3: use, unit types (at least one; bedrooms in English, 전용면적 bands in Korean), parking (with a description for "others"). */
export function StepObjectives() {
  const t = useTranslations("reportWizard.fields");
  const { control } = useFormContext<ReportRequestInput>();
  const [parking, unit] = useWatch({ control, name: ["parking", "siteAreaUnit"] });
  return (
    <div className={styles.grid}>
      <TextField name="use" label={t("use")} required placeholder={t("usePlaceholder")} />
      <TextField
        name="numberOfUnits"
        label={t("numberOfUnits")}
        inputMode="numeric"
        suffix={t("numberOfUnitsSuffix")}
        optional
      />
      <TextField name="floorAreaRatio" label={t("floorAreaRatio")} inputMode="decimal" optional />
      <TextField name="unitMixSize" label={t("unitMixSize")} optional />
      <ChoiceGroup
        name="bedroomType"
        options={bedroomTypesByUnit[unit]}
        label={(type) => t(`bedroom.${type}`)}
        multiple
        required
      />
      <ChoiceGroup name="parking" options={parkingOptions} label={(option) => t(`parkingOption.${option}`)} />
      {parking === "others" && (
        <TextField name="parkingOthers" label={t("parkingOthers")} required hint={t("parkingOthersHint")} />
      )}
    </div>
  );
}
