"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { jobTitles } from "@/lib/validation/lead-variants";
import type { LeadFormInput, LeadFormValues } from "@/lib/validation/lead-form";
import { controlAria } from "@/components/ui/fields/control-aria";
import { FieldShell } from "@/components/ui/fields/field-shell";
import fieldStyles from "@/components/ui/fields/fields.module.css";
import styles from "./forms.module.css";
import { SelectOptions } from "@/components/ui/fields/select-options";

interface JobTitleFieldProps {
  form: UseFormReturn<LeadFormInput, unknown, LeadFormValues>;
  required: boolean;
  error?: string;
  autoComplete?: string;
}

/** The job-title list; 'Other' swaps it for a free-text input whose close button brings the list back. */
export function JobTitleField({ form, required, error, autoComplete }: JobTitleFieldProps) {
  const t = useTranslations("forms.lead");
  const [custom, setCustom] = useState(false);
  const selectRef = useRef<HTMLSelectElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const update = (value: string) =>
    form.setValue("jobTitle", value, { shouldValidate: true, shouldTouch: true, shouldDirty: true });

  if (custom) {
    const { ref, ...registration } = form.register("jobTitle");
    return (
      <FieldShell id="lead-job-title" label={t("jobTitleOther")} required={required} error={error}>
        <div className={styles.inline}>
          <input
            id="lead-job-title"
            className={fieldStyles.input}
            autoComplete={autoComplete}
            {...controlAria({ id: "lead-job-title", error, required })}
            ref={(element) => {
              ref(element);
              inputRef.current = element;
            }}
            {...registration}
          />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t("backToList")}
            onClick={() => {
              setCustom(false);
              update("");
              requestAnimationFrame(() => selectRef.current?.focus());
            }}
          >
            ×
          </button>
        </div>
      </FieldShell>
    );
  }

  // Only the ref is registered (the value is set by hand): it lets a failed submit focus the list.
  const { ref: registerRef } = form.register("jobTitle");
  return (
    <FieldShell id="lead-job-title" label={t("jobTitle")} required={required} error={error}>
      <select
        id="lead-job-title"
        ref={(element) => {
          registerRef(element);
          selectRef.current = element;
        }}
        className={fieldStyles.select}
        autoComplete={autoComplete}
        {...controlAria({ id: "lead-job-title", error, required })}
        value={form.watch("jobTitle") ?? ""}
        onBlur={() => void form.trigger("jobTitle")}
        onChange={(event) => {
          if (event.target.value === "other") {
            setCustom(true);
            update("");
            requestAnimationFrame(() => inputRef.current?.focus());
          } else update(event.target.value);
        }}
      >
        <SelectOptions values={jobTitles} empty={t("jobTitlePlaceholder")} label={(value) => t(`jobTitles.${value}`)} />
      </select>
    </FieldShell>
  );
}
