"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { QueryLink } from "@/components/shell/query-link";
import type { NewsletterInput, NewsletterValues } from "@/lib/validation/newsletter";
import { FormAlert } from "./form-alert";
import { Honeypot } from "./honeypot";
import { postJson } from "./post-json";
import { EmailField } from "@/components/ui/fields/email-field";
import { useLeadForm } from "./use-lead-form";
import styles from "./newsletter-form.module.css";
import { withIntl } from "@/components/i18n/intl-boundary";

const empty: NewsletterInput = { email: "", consent: false, homepage: "" };

/**
 * The monthly newsletter: an address, the agreement to collect it (with what that means one click
 * away) and a confirm button. Posts to /api/subscribe; a second sign-up of the same address says so.
 */
function NewsletterFormBody() {
  const t = useTranslations("forms.newsletter");
  const locale = useLocale();
  const [outcome, setOutcome] = useState<"subscribed" | "already" | null>(null);
  const [showTerms, setShowTerms] = useState(false);
  const { form, errors, submitting, error, formProps } = useLeadForm<
    NewsletterInput,
    NewsletterValues,
    { created?: boolean } | null
  >({
    schema: "newsletter",
    empty,
    mode: "onTouched",
    send: async (values, idempotencyKey) =>
      (await postJson("/api/subscribe", values, { locale, idempotencyKey })) as { created?: boolean } | null,
    onSent: (result) => setOutcome(result?.created === false ? "already" : "subscribed"),
  });

  return (
    <form className={styles.form} aria-labelledby="newsletter-heading" {...formProps}>
      <EmailField id="newsletter-email" label={t("email")} error={errors.email?.message} {...form.register("email")} />
      <div className={styles.consent}>
        <input
          id="newsletter-consent"
          type="checkbox"
          aria-required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={[showTerms && "newsletter-terms", errors.consent && "newsletter-consent-error"]
            .filter(Boolean)
            .join(" ")}
          {...form.register("consent")}
        />
        <label htmlFor="newsletter-consent">{t("consent")}</label>
        <button
          type="button"
          className={styles.termsToggle}
          aria-expanded={showTerms}
          aria-controls="newsletter-terms"
          onClick={() => setShowTerms((shown) => !shown)}
        >
          {t("termsLink")}
        </button>
        {errors.consent && (
          <p id="newsletter-consent-error" className={styles.error}>
            {errors.consent.message}
          </p>
        )}
      </div>
      <div id="newsletter-terms" className={styles.terms} hidden={!showTerms}>
        <p>{t("terms")}</p>
        <QueryLink href="/privacy-policy" className={styles.termsLink}>
          {t("privacyLink")}
        </QueryLink>
      </div>
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
