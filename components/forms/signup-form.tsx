"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { QueryLink } from "@/components/navigation/site-link";
import type { SignupFormInput, SignupFormValues } from "@/lib/validation/signup-form";
import { reveal } from "./form-alert";
import { TextField } from "@/components/ui/fields/text-field";
import { emptyFormFooter, SIGNUP_TAG } from "@/lib/validation/form-options";
import { useMailForm } from "./use-mail-form";
import { withMobileFormat } from "./korean-mobile";
import styles from "./forms.module.css";
import { withIntl } from "@/components/i18n/intl-boundary";
import type { Locale } from "@/lib/i18n/routing";
import { FormFooter, SubmitButton } from "./form-footer";

const empty: SignupFormInput = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  city: "",
  state: "",
  company: "",
  website: "",
  ...emptyFormFooter,
};
const optionalFields = ["phone", "city", "state", "company", "website"] as const;
/** Korea has no states to ask for (its 시·도 is part of the city line). */
const optionalFieldsKo = optionalFields.filter((name) => name !== "state");
/** Korean pages ask one 이름, kept whole in first_name; English ones first and last name. */
const nameFields = { ko: ["first_name"], en: ["first_name", "last_name"] } as const;

/** What browsers may fill in each field (the old form turned autofill off). */
const autoComplete = {
  first_name: "given-name",
  last_name: "family-name",
  email: "email",
  phone: "tel",
  city: "address-level2",
  state: "address-level1",
  company: "organization",
  website: "url",
} as const;

/**
 * The sign-up form: fields flagged on blur or submit; on success a panel in its place, which stays
 * (a reload shows the empty form). Unlike the old form, optional fields left untouched never block the submit.
 */
function SignupFormBody() {
  const t = useTranslations("forms");
  const locale = useLocale();
  const { form, errors, submitting, formProps, footerProps, sent } = useMailForm<SignupFormInput, SignupFormValues>(
    "signup",
    empty,
    SIGNUP_TAG,
    "first_name",
  );
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) reveal(panel.current);
  }, [sent]);

  if (sent) {
    return (
      <div ref={panel} className={styles.thankYou} role="status" aria-live="polite" tabIndex={-1}>
        <p>{t("signup.success")}</p>
        <QueryLink href="/" className={styles.link}>
          {t("signup.overview")}
        </QueryLink>
      </div>
    );
  }

  return (
    <form className={styles.form} {...formProps}>
      <p className={styles.requiredNote}>{t("requiredNote")}</p>
      <div className={styles.row}>
        {nameFields[locale as Locale].map((name) => (
          <TextField
            key={name}
            id={`signup-${name.replace("_", "-")}`}
            label={t(name === "first_name" ? "signup.firstName" : "signup.lastName")}
            required
            autoComplete={locale === "ko" ? "name" : autoComplete[name]}
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
      </div>
      <TextField
        id="signup-email"
        label={t("signup.email")}
        type="email"
        required
        autoComplete={autoComplete.email}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <div className={styles.row}>
        {(locale === "ko" ? optionalFieldsKo : optionalFields).map((name) => (
          <TextField
            key={name}
            id={`signup-${name}`}
            label={t(`signup.${name}`)}
            type={name === "phone" ? "tel" : name === "website" ? "url" : "text"}
            autoComplete={autoComplete[name]}
            error={errors[name]?.message}
            {...(name === "phone" && locale === "ko" ? withMobileFormat(form.register(name)) : form.register(name))}
          />
        ))}
      </div>
      <FormFooter idPrefix="signup" form="signup" marketing {...footerProps} />
      <SubmitButton submitting={submitting}>{t("signup.submit")}</SubmitButton>
    </form>
  );
}

/** The part with next-intl around it: it loads on demand (components/i18n/intl-boundary.tsx). */
export const SignupForm = withIntl(SignupFormBody);
