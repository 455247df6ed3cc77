"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { emptyFormFooter } from "@/lib/validation/form-options";
import { privacyRights, type PrivacyRequestInput, type PrivacyRequestValues } from "@/lib/validation/privacy-request";
import { SelectField } from "@/components/ui/fields/select-field";
import { TextAreaField } from "@/components/ui/fields/text-area-field";
import { EmailField, TextField } from "@/components/ui/fields/text-field";
import { withIntl } from "@/components/i18n/intl-boundary";
import { bindFields } from "./bind-fields";
import { postJson } from "./post-json";
import { useLeadForm } from "./use-lead-form";
import styles from "./forms.module.css";
import { FormFooter, SubmitButton } from "./form-footer";

const empty = {
  name: "",
  email: "",
  phone: "",
  right: "" as PrivacyRequestInput["right"],
  details: "",
  ...emptyFormFooter,
};

/**
 * One person's request about their own data (PIPA arts. 35-37): who, what, how to reach them, and the
 * consent. The answer is the same for any address: check your e-mail, whose link files the request.
 */
function PrivacyRequestFormBody() {
  const t = useTranslations("privacyRequest.form");
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const { form, submitting, formProps, footerProps } = useLeadForm<PrivacyRequestInput, PrivacyRequestValues>({
    schema: "privacyRequest",
    empty,
    draft: "privacyRequest",
    send: (values, idempotencyKey) => postJson("/api/privacy-request", values, { locale, idempotencyKey }),
    onSent: () => setSent(true),
  });
  const field = bindFields(form, "privacy-request");

  return (
    <form className={styles.form} {...formProps}>
      <TextField label={t("name")} required autoComplete="name" {...field("name")} />
      <div className={styles.row}>
        <EmailField label={t("email")} hint={t("emailHint")} {...field("email")} />
        <TextField label={t("phone")} type="tel" autoComplete="tel" hint={t("phoneHint")} {...field("phone")} />
      </div>
      <SelectField
        label={t("right")}
        required
        values={privacyRights}
        optionLabel={(value) => t(`rights.${value}`)}
        placeholder={t("rightPlaceholder")}
        {...field.checkedOnChoice("right")}
      />
      <TextAreaField label={t("details")} {...field("details")} />
      <FormFooter idPrefix="privacy-request" form="privacyRequest" {...footerProps} />
      <div aria-live="polite" className={styles.statusSlot}>
        {sent && (
          <p className={styles.thankYou} role="status">
            {t("sent")}
          </p>
        )}
      </div>
      <SubmitButton submitting={submitting}>{t("submit")}</SubmitButton>
    </form>
  );
}

/** The part with next-intl around it: the page hands it the `privacyRequest.form` words (ClientMessages). */
export const PrivacyRequestForm = withIntl(PrivacyRequestFormBody);
