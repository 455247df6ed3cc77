"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { postJson } from "@/components/forms/post-json";
import { reveal } from "@/components/forms/form-alert";
import { EmailField, TextField } from "@/components/ui/fields/text-field";
import { useLeadForm } from "@/components/forms/use-lead-form";
import { bindFields } from "@/components/forms/bind-fields";
import { withMobileFormat } from "@/components/forms/korean-mobile";
import { brand, type DemoTrigger } from "@/lib/config/brand";
import type { CallbackRequestInput, CallbackRequestValues } from "@/lib/validation/callback-request";
import { CALLBACK_TAG, callbackTimeValues, emptyFormFooter } from "@/lib/validation/form-options";
import { visitAttribution } from "@/lib/client/attribution";
import forms from "@/components/forms/forms.module.css";
import { SelectField } from "@/components/ui/fields/select-field";
import { FormFooter, SubmitButton } from "@/components/forms/form-footer";

const empty: CallbackRequestInput = {
  name: "",
  email: "",
  company: "",
  phone: "",
  preferredTime: "" as CallbackRequestInput["preferredTime"],
  ...emptyFormFooter,
};

/** The visit's landing and the visitor's time zone, sent along so the team calls at the right hour. */
function context(trigger: DemoTrigger) {
  return {
    trigger,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? "",
    ...visitAttribution(),
  };
}

// "We'll call you instead" only where a calendar was meant to be (demo-fallback.tsx says the same).
const heading = brand.schedulingConfigured ? "heading" : "headingAlone";

/**
 * "We'll call you": name, e-mail, company, an optional phone and a preferred time. It becomes a lead
 * like any other (stored, and the team mailed through the outbox) under the tag "Demo Call-back".
 */
export function CallbackForm({ trigger }: { trigger: DemoTrigger }) {
  const t = useTranslations("demo.callback");
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) reveal(thanks.current);
  }, [sent]);

  const { form, submitting, formProps, footerProps } = useLeadForm<CallbackRequestInput, CallbackRequestValues>({
    schema: "callback",
    empty,
    // Kept when the popup is closed and opened again, and over a reload.
    draft: "callback",
    mode: "onTouched",
    send: (values, idempotencyKey) =>
      postJson("/api/main/email", { ...values, ...context(trigger), tag: CALLBACK_TAG }, { locale, idempotencyKey }),
    onSent: () => setSent(true),
  });
  const field = bindFields(form, "callback");

  if (sent) {
    return (
      <div ref={thanks} className={forms.thankYou} role="status" aria-live="polite" tabIndex={-1}>
        <p className={forms.thankYouTitle}>{t("thankYou")}</p>
        <p>{t("thankYouLine")}</p>
      </div>
    );
  }

  return (
    <form className={forms.form} aria-label={t(heading)} data-testid="demo-callback-form" {...formProps}>
      <div className={forms.row}>
        <TextField label={t("name")} required autoComplete="name" {...field("name")} />
        <TextField label={t("company")} required autoComplete="organization" {...field("company")} />
      </div>
      <div className={forms.row}>
        <EmailField label={t("email")} {...field("email")} />
        <TextField
          label={t("phone")}
          type="tel"
          autoComplete="tel"
          hint={t("phoneHint")}
          {...(locale === "ko" ? withMobileFormat(field("phone")) : field("phone"))}
        />
      </div>
      <SelectField
        label={t("preferredTime")}
        required
        values={callbackTimeValues}
        optionLabel={(value) => t(`times.${value}`)}
        placeholder={t("preferredTimePlaceholder")}
        {...field("preferredTime", "callback-time")}
      />
      <FormFooter idPrefix="callback" form="callback" {...footerProps} />
      <div className={forms.actions}>
        <SubmitButton submitting={submitting} busy={t("submitting")}>
          {t("submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
