"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import type { ConsentForm } from "@/content/legal/consent-notice";
import { ConsentFields } from "./consent-fields";
import { FormAlert } from "./form-alert";
import { Honeypot } from "./honeypot";

interface FormFooterProps {
  /** Ids start with it: `${idPrefix}-privacyConsent`, `${idPrefix}-homepage`. */
  idPrefix: string;
  /** Which form asks: the consent notice lists the items that form collects. */
  form: ConsentForm;
  /** The form's `register`, called here so the boxes register after the fields above them. */
  register: (name: "privacyConsent" | "marketingConsent" | "homepage") => UseFormRegisterReturn;
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
