"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { visitAttribution } from "@/lib/client/attribution";
import { emptyFormFooter } from "@/lib/validation/form-options";
import type { NewsletterInput, NewsletterValues } from "@/lib/validation/newsletter";
import { ConsentFields } from "./consent-fields";
import { FormAlert } from "./form-alert";
import { Honeypot } from "./honeypot";
import { SubmitButton } from "./form-footer";
import { postJson } from "./post-json";
import { EmailField } from "@/components/ui/fields/text-field";
import { useLeadForm } from "./use-lead-form";
import { FieldMessage } from "@/components/ui/fields/field-frame";
import fieldStyles from "@/components/ui/fields/fields.module.css";
import formStyles from "./forms.module.css";
import styles from "./newsletter-form.module.css";
import { withIntl } from "@/components/i18n/intl-boundary";

const empty: NewsletterInput = { email: "", ...emptyFormFooter };

/**
 * The monthly newsletter: an address, the required agreement to collect it with its four items one
 * click away (the shared consent, components/forms/consent-fields.tsx), the required consent to
 * advertising e-mail and a confirm button. Posts to /api/subscribe with the visit's attribution; the
 * answer is the same for every address: check your e-mail for the confirmation link.
 */
function NewsletterFormBody() {
  const t = useTranslations("forms.newsletter");
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const { form, errors, submitting, error, formProps } = useLeadForm<NewsletterInput, NewsletterValues, unknown>({
    schema: "newsletter",
    empty,
    draft: "newsletter",
    mode: "onTouched",
    send: (values, idempotencyKey) =>
      postJson("/api/subscribe", { ...values, ...visitAttribution() }, { locale, idempotencyKey }),
    onSent: () => setSent(true),
  });
  const advertisingError = errors.marketingConsent?.message;

  return (
    <form className={styles.form} aria-labelledby="newsletter-heading" {...formProps}>
      <EmailField id="newsletter-email" label={t("email")} error={errors.email?.message} {...form.register("email")} />
      <ConsentFields
        idPrefix="newsletter"
        form="newsletter"
        register={form.register}
        privacyError={errors.privacyConsent?.message}
      />
      {/* In the shared consent's frame, so both required boxes have one size and type. */}
      <div className={formStyles.consent}>
        <div className={formStyles.checkbox}>
          <input
            id="newsletter-marketingConsent"
            type="checkbox"
            aria-required
            aria-invalid={advertisingError ? true : undefined}
            aria-describedby={advertisingError ? "newsletter-marketingConsent-error" : undefined}
            {...form.register("marketingConsent")}
          />
          <label htmlFor="newsletter-marketingConsent">{t("advertisingConsent")}</label>
          <FieldMessage
            id="newsletter-marketingConsent-error"
            message={advertisingError}
            className={fieldStyles.error ?? ""}
          />
        </div>
      </div>
      <Honeypot idPrefix="newsletter" registration={form.register("homepage")} />
      <FormAlert error={error} />
      <div role="status" className={styles.status}>
        {sent && t("subscribed")}
      </div>
      <SubmitButton submitting={submitting} className={styles.submit}>
        {t("submit")}
      </SubmitButton>
    </form>
  );
}

/** The part with next-intl around it: it loads on demand (components/i18n/intl-boundary.tsx). */
export const NewsletterForm = withIntl(NewsletterFormBody);
