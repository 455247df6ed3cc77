"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { QueryLink } from "@/components/shell/query-link";
import type { NewsletterInput, NewsletterValues } from "@/lib/validation/newsletter";
import { FormAlert } from "./form-alert";
import { Honeypot } from "./honeypot";
import { postJson } from "./post-json";
import { TextField } from "./text-field";
import { useFormSubmit } from "./use-form-submit";
import { useLazyResolver } from "./use-lazy-resolver";
import styles from "./newsletter-form.module.css";

const empty: NewsletterInput = { email: "", consent: false, homepage: "" };

/**
 * The monthly newsletter: an address, the agreement to collect it (with what that means one click
 * away) and a confirm button. Posts to /api/subscribe; a second sign-up of the same address says so.
 */
export function NewsletterForm() {
  const t = useTranslations("forms.newsletter");
  const locale = useLocale();
  const { resolver, loadOnTouch } = useLazyResolver<NewsletterInput, NewsletterValues>("newsletter");
  const form = useForm<NewsletterInput, unknown, NewsletterValues>({
    resolver,
    mode: "onTouched",
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const [outcome, setOutcome] = useState<"subscribed" | "already" | null>(null);
  const [showTerms, setShowTerms] = useState(false);
  const { submit: onValid, error } = useFormSubmit(async (values: NewsletterValues, idempotencyKey) => {
    const answer = (await postJson("/api/subscribe", values, { locale, idempotencyKey })) as {
      created?: boolean;
    } | null;
    form.reset(empty);
    setOutcome(answer?.created === false ? "already" : "subscribed");
  });

  return (
    <form
      className={styles.form}
      noValidate
      {...loadOnTouch}
      aria-labelledby="newsletter-heading"
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
    >
      <TextField
        id="newsletter-email"
        label={t("email")}
        type="email"
        required
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
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
      <button type="submit" className={styles.submit} aria-disabled={isSubmitting}>
        {t("submit")}
      </button>
    </form>
  );
}
