"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { areaInUnit, pyeongFromSquareMetres, readArea } from "@/lib/money/prices";
import type { ReportRequestInput } from "@/lib/validation/report-wizard";
import { TextField } from "./text-field";
import styles from "./report-wizard.module.css";

export function StepProject() {
  const t = useTranslations("reportWizard.fields");
  const { control } = useFormContext<ReportRequestInput>();
  const [unit, area] = useWatch({ control, name: ["siteAreaUnit", "siteArea"] });
  // Korean developers think in 평 as well as ㎡: either may be typed, and the other shows beside the input.
  const pyeong = unit === "sqm" ? pyeongFromSquareMetres(area) : null;
  const typedPyeong = unit === "sqm" && readArea(area, unit)?.unit === "pyeong";
  return (
    <div className={styles.grid}>
      <TextField name="projectName" label={t("projectName")} required />
      <TextField name="siteAddress" label={t("siteAddress")} required autoComplete="street-address" />
      <TextField
        name="siteArea"
        label={t("siteArea")}
        inputMode="decimal"
        // Typed in 평, the ㎡ it becomes shows instead: "330평 ㎡" would read as a contradiction.
        suffix={typedPyeong ? undefined : t(`siteAreaSuffix.${unit}`)}
        optional
        after={
          unit === "sqm" ? (
            <output className={styles.suffix} data-testid="report-pyeong" htmlFor="report-siteArea">
              {typedPyeong
                ? t("squareMetres", { value: Number(areaInUnit(area, unit)) })
                : pyeong === null
                  ? t("pyeongEmpty")
                  : t("pyeong", { value: pyeong })}
            </output>
          ) : undefined
        }
      />
    </div>
  );
}
