"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { preloadDemoDialog, useDemo } from "@/components/demo/demo-context";
import { whenSchedulingReady } from "@/components/demo/scheduling-ready";
import type { LeadFormInput, LeadFormValues } from "@/lib/validation/lead-form";
import {
  isCityVariant,
  requiredFields,
  shownLeadFields,
  trialForms,
  type LeadVariant,
} from "@/lib/validation/lead-variants";
import type { Locale } from "@/lib/i18n/routing";
import { emptyFormFooter } from "@/lib/validation/form-options";
import { LeadFormFields } from "./lead-form-fields";
import { LeadThankYou } from "./lead-thank-you";
import { submitLead } from "./submit-lead";
import { useLeadForm } from "./use-lead-form";
import fieldStyles from "@/components/ui/fields/fields.module.css";
import styles from "./forms.module.css";
import { withIntl } from "@/components/i18n/intl-boundary";
import { FormFooter, SubmitButton } from "./form-footer";

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
  ...emptyFormFooter,
};

/**
 * The generic lead form: the variant decides the fields and which are required.
 * Submit is always enabled (a disabled button cannot say why): a submit with gaps marks every
 * field that needs work and focuses the first; a valid one shows a spinner, then a thank-you view
 * that says what happens next. A failure is shown in the visitor's language with the input kept.
 */
function LeadFormBody({ variant }: { variant: LeadVariant }) {
  const t = useTranslations("forms");
  const locale = useLocale();
  const { open: openDemo } = useDemo();
  const [submitted, setSubmitted] = useState<"lead" | "trial" | null>(null);
  // Which button sent the form: the request names that form, and that button shows the spinner.
  const formName = useRef<string>(variant);
  const [pressed, setPressed] = useState<string>(variant);
  const { form, submitting, formProps, footerProps } = useLeadForm<LeadFormInput, LeadFormValues>({
    schema: "lead",
    variant,
    empty,
    draft: `lead-${variant}`,
    mode: "onTouched",
    send: (values, idempotencyKey) =>
      submitLead({
        variant,
        form: formName.current,
        values,
        options: { locale, idempotencyKey },
        demo: {
          // The widget and the popup's own code, fetched while the request runs.
          ready: () => Promise.all([whenSchedulingReady(), preloadDemoDialog()]).then(([ready]) => ready),
          // flushSync: the popup is on screen before the form turns into its thank-you view.
          open: () => flushSync(() => openDemo("modularlandingpage")),
        },
      }),
    onSent: () => setSubmitted(formName.current === variant ? "lead" : "trial"),
  });
  const press = (name: string) => {
    // A press while a request runs changes nothing: that request names the form already.
    if (submitting) return;
    formName.current = name;
    setPressed(name);
  };

  if (submitted) return <LeadThankYou variant={variant} trial={submitted === "trial"} />;

  const required = new Set(requiredFields[variant]);
  return (
    <form className={styles.form} {...formProps} aria-busy={submitting} data-variant={variant}>
      <LeadFormFields
        form={form}
        variant={variant}
        fields={shownLeadFields(variant, locale as Locale)}
        required={required}
      />
      <FormFooter idPrefix={`lead-${variant}`} form="lead" marketing {...footerProps} />
      <div className={styles.actions}>
        <SubmitButton
          submitting={submitting && pressed === variant}
          aria-disabled={submitting}
          onClick={() => press(variant)}
        >
          {t("submit")}
        </SubmitButton>
        {isCityVariant(variant) && (
          <div className={styles.trial}>
            <SubmitButton
              className={styles.secondary}
              submitting={submitting && pressed !== variant}
              aria-disabled={submitting}
              aria-describedby={`lead-${variant}-trial-hint`}
              onClick={() => press(trialForms[variant])}
            >
              {t("lead.trial")}
            </SubmitButton>
            <p id={`lead-${variant}-trial-hint`} className={fieldStyles.hint}>
              {t("lead.trialHint")}
            </p>
          </div>
        )}
      </div>
    </form>
  );
}

/** The part with next-intl around it: it loads on demand (components/i18n/intl-boundary.tsx). */
export const LeadForm = withIntl(LeadFormBody);
