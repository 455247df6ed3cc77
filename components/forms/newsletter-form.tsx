"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { visitAttribution } from "@/lib/client/attribution";
import { emptyConsent } from "@/lib/validation/form-options";
import type { NewsletterInput, NewsletterValues } from "@/lib/validation/newsletter";
import { ConsentFields } from "./consent-fields";
import { FormAlert } from "./form-alert";
import { Honeypot } from "./honeypot";
import { postJson } from "./post-json";
import { EmailField } from "@/components/ui/fields/email-field";
import { useLeadForm } from "./use-lead-form";
import styles from "./newsletter-form.module.css";
import { withIntl } from "@/components/i18n/intl-boundary";

const empty: NewsletterInput = { email: "", homepage: "", ...emptyConsent };

/**
 * The monthly newsletter: an address, the required agreement to collect it with its four items one
 * click away (the shared consent, components/forms/consent-fields.tsx) and a confirm button. Posts to
 * /api/subscribe with the visit's attribution; a second sign-up of the same address says so.
 */
function NewsletterFormBody() {
  const t = useTranslations("forms.newsletter");
  const locale = useLocale();
  const [outcome, setOutcome] = useState<"subscribed" | "already" | null>(null);
  const { form, errors, submitting, error, formProps } = useLeadForm<
    NewsletterInput,
    NewsletterValues,
    { created?: boolean } | null
  >({
    schema: "newsletter",
    empty,
    mode: "onTouched",
    send: async (values, idempotencyKey) =>
      (await postJson("/api/subscribe", { ...values, ...visitAttribution() }, { locale, idempotencyKey })) as {
        created?: boolean;
      } | null,
    onSent: (result) => setOutcome(result?.created === false ? "already" : "subscribed"),
  });

  return (
    <form className={styles.form} aria-labelledby="newsletter-heading" {...formProps}>
      <EmailField id="newsletter-email" label={t("email")} error={errors.email?.message} {...form.register("email")} />
      <ConsentFields
        idPrefix="newsletter"
        form="newsletter"
        register={form.register}
        privacyError={errors.privacyConsent?.message}
      />
      <Honeypot idPrefix="newsletter" registration={form.register("homepage")} />
      <FormAlert error={error} />
      <div role="status" className={styles.status}>
        {outcome && t(outcome)}
      </div>
      <button type="submit" className={styles.submit} aria-disabled={submitting}>
        {t("submit")}
      </button>
    </form>
  );
}

/** The part with next-intl around it: it loads on demand (components/i18n/intl-boundary.tsx). */
export const NewsletterForm = withIntl(NewsletterFormBody);
