"use client";

import { useTranslations } from "next-intl";
import type { ContactFormInput, ContactFormValues } from "@/lib/validation/contact-form";
import { CONTACT_TAG, contactPurposeValues, emptyFormFooter } from "@/lib/validation/form-options";
import { TextAreaField } from "@/components/ui/fields/text-area-field";
import { EmailField, TextField } from "@/components/ui/fields/text-field";
import { useMailForm } from "./use-mail-form";
import { bindFields } from "./bind-fields";
import styles from "./forms.module.css";
import { withIntl } from "@/components/i18n/intl-boundary";
import { SelectField } from "@/components/ui/fields/select-field";
import { FormFooter, SubmitButton } from "./form-footer";
import { reveal } from "./form-alert";
import { useEffect, useRef } from "react";

const empty = {
  company: "",
  name: "",
  email: "",
  purpose: "" as ContactFormInput["purpose"],
  message: "",
  ...emptyFormFooter,
};

/**
 * The contact form: fields checked on blur (purpose on selection), everything marked on a
 * submit with nothing sent, then the thank-you in place of the fields until the visitor presses
 * "New message" (the same button, so the focus stays on it), which brings back the empty form. A
 * failure says why, keeps the input and lets the visitor try again.
 */
function ContactFormBody() {
  const t = useTranslations("forms");
  const { form, submitting, formProps, footerProps, sent, dismiss } = useMailForm<ContactFormInput, ContactFormValues>(
    "contact",
    empty,
    CONTACT_TAG,
    "company",
  );
  const field = bindFields(form, "contact");
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The field that had the focus is hidden now: it goes to the button, and the thank-you into view.
  useEffect(() => {
    if (sent) reveal(button.current, panel.current);
  }, [sent]);

  return (
    // While sent, the CSS hides everything but the thank-you and the button.
    <form className={styles.form} data-sent={sent || undefined} {...formProps}>
      <div className={styles.row}>
        <TextField label={t("contact.company")} required autoComplete="organization" {...field("company")} />
        <TextField label={t("contact.name")} required autoComplete="name" {...field("name")} />
      </div>
      <div className={styles.row}>
        <EmailField label={t("contact.email")} {...field("email")} />
        <SelectField
          label={t("contact.purpose")}
          required
          values={contactPurposeValues}
          optionLabel={(value) => t(`contact.purposes.${value}`)}
          placeholder={t("contact.purposePlaceholder")}
          {...field.checkedOnChoice("purpose")}
        />
      </div>
      <TextAreaField label={t("contact.message")} {...field("message")} />
      <FormFooter idPrefix="contact" form="contact" {...footerProps} />
      <div aria-live="polite" className={styles.statusSlot}>
        {submitting && <p className="visually-hidden">{t("submitting")}</p>}
        {sent && (
          <div ref={panel} className={styles.thankYou} role="status">
            <p className={styles.thankYouTitle}>{t("contact.thankYou")}</p>
            <p>{t("contact.sent")}</p>
          </div>
        )}
      </div>
      <SubmitButton ref={button} submitting={submitting} {...(sent && { type: "button", onClick: dismiss })}>
        {sent ? t("contact.newMessage") : t("contact.submit")}
      </SubmitButton>
    </form>
  );
}

/** The part with next-intl around it: it loads on demand (components/i18n/intl-boundary.tsx). */
export const ContactForm = withIntl(ContactFormBody);
