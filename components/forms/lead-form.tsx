"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import { useDemo } from "@/components/demo/demo-context";
import { leadFormSchema, type LeadFormInput, type LeadFormValues } from "@/lib/validation/lead-form";
import {
  isCityVariant,
  requiredFields,
  shownFields,
  trialSheets,
  type LeadVariant,
} from "@/lib/validation/lead-variants";
import { FormAlert } from "./form-alert";
import { Honeypot } from "./honeypot";
import { LeadFormFields } from "./lead-form-fields";
import { LeadThankYou } from "./lead-thank-you";
import { submitLead } from "./submit-lead";
import { useFormErrorText } from "./use-form-error";
import { useSubmitKey } from "./use-submit-key";
import { useValidationTranslate } from "./use-validation";
import styles from "./forms.module.css";

const empty: LeadFormInput = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  jobTitle: "",
  message: "",
  interest: "",
  address: "",
  lotSize: "",
  projectDetail: "",
  homepage: "",
};

/**
 * The generic lead form (spec §3–§5, §7): the variant decides the fields and which are required;
 * submit stays disabled until they are valid, shows a spinner while sending and a thank-you view
 * after. A failure is shown in the visitor's language with the input kept and submit re-enabled.
 */
export function LeadForm({ variant }: { variant: LeadVariant }) {
  const t = useTranslations("forms");
  const locale = useLocale();
  const { open: openDemo } = useDemo();
  const translate = useValidationTranslate();
  const schema = useMemo(() => leadFormSchema(translate, variant), [translate, variant]);
  const form = useForm<LeadFormInput, unknown, LeadFormValues>({
    resolver: zodResolver(schema),
    mode: "onChange",
    defaultValues: empty,
  });
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorText = useFormErrorText();
  const key = useSubmitKey();
  const sheet = useRef<string>(variant);
  const inFlight = useRef(false);

  const onValid = async (values: LeadFormValues) => {
    if (inFlight.current) return; // a second click while the first submit runs
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const options = { locale, idempotencyKey: key.current() };
      await submitLead({
        variant,
        sheet: sheet.current,
        values,
        options,
        // flushSync: the popup is on screen before the campaign call starts (spec §7 c).
        openDemo: () => flushSync(() => openDemo("modularlandingpage")),
      });
      key.reset();
      setSubmitted(true);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  if (submitted) return <LeadThankYou variant={variant} />;

  const disabled = !form.formState.isValid || submitting;
  const required = new Set(requiredFields[variant]);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      aria-busy={submitting}
      data-variant={variant}
    >
      <LeadFormFields form={form} variant={variant} fields={shownFields[variant]} required={required} />
      <Honeypot idPrefix={`lead-${variant}`} registration={form.register("homepage")} />
      <FormAlert error={error} retryHint={t("errors.retry")} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={disabled} onClick={() => (sheet.current = variant)}>
          {submitting && <span className={styles.spinner} aria-hidden="true" />}
          {submitting ? t("submitting") : t("submit")}
        </button>
        {isCityVariant(variant) && (
          <button
            type="submit"
            className={styles.secondary}
            disabled={disabled}
            onClick={() => (sheet.current = trialSheets[variant])}
          >
            {t("lead.trial")}
          </button>
        )}
      </div>
    </form>
  );
}
