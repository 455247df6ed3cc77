"use client";

import { useTranslations } from "next-intl";
import type { ComponentPropsWithRef } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { ConsentForm } from "@/content/legal/consent-notice";
import { ConsentFields } from "./consent-fields";
import { FormAlert } from "./form-alert";
import { Honeypot } from "./honeypot";
import styles from "./forms.module.css";

/** A visitor form's `register`, for the fields the footer draws (every form's emptyFormFooter). */
export type FooterRegister = (name: "privacyConsent" | "marketingConsent" | "homepage") => UseFormRegisterReturn;

interface FormFooterProps {
  /** Ids start with it: `${idPrefix}-privacyConsent`, `${idPrefix}-homepage`. */
  idPrefix: string;
  /** Which form asks: the consent notice lists the items that form collects. */
  form: ConsentForm;
  /** The form's `register`, called here so the boxes register after the fields above them. */
  register: FooterRegister;
  privacyError?: string;
  /** Shows the separate marketing opt-in, where the form offers news. */
  marketing?: boolean;
  /** Why the last send failed, or null. */
  error: string | null;
}

/** What every lead form ends with before its button: the consent boxes, the bot trap and the failure alert. */
export function FormFooter({ error, ...consent }: FormFooterProps) {
  return (
    <>
      <ConsentFields {...consent} />
      <Honeypot idPrefix={consent.idPrefix} registration={consent.register("homepage")} />
      <FormAlert error={error} />
    </>
  );
}

interface SubmitButtonProps extends ComponentPropsWithRef<"button"> {
  submitting: boolean;
  /** What it says while the request runs; `forms.submitting` unless the form has its own word. */
  busy?: string;
}

/**
 * Every visitor form's submit button. While the request runs it says so and stays focusable
 * (aria-disabled, not disabled), so a keyboard user's focus is not dropped to the page; a second
 * press sends no second request (useFormSubmit), though an `onClick` given here still runs.
 */
export function SubmitButton({ submitting, busy, children, className = styles.submit, ...props }: SubmitButtonProps) {
  const t = useTranslations("forms");
  return (
    <button type="submit" className={className} aria-disabled={submitting} {...props}>
      {submitting && <span className={styles.spinner} aria-hidden="true" />}
      {submitting ? (busy ?? t("submitting")) : children}
    </button>
  );
}
