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
 * submit with nothing sent, then a thank-you panel for 10 s with SUBMIT → DONE, submits ignored
 * meanwhile. A failure says why, keeps the input and lets the visitor try again.
 */
function ContactFormBody() {
  const t = useTranslations("forms");
  const { form, submitting, formProps, footerProps, sent } = useMailForm<ContactFormInput, ContactFormValues>(
    "contact",
    empty,
    CONTACT_TAG,
  );
  const field = bindFields(form, "contact");

  return (
    <form className={styles.form} {...formProps}>
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
        {sent && (
          <div className={styles.thankYou} role="status">
            <p className={styles.thankYouTitle}>{t("contact.thankYou")}</p>
            <p>{t("contact.sent")}</p>
          </div>
        )}
      </div>
      <SubmitButton submitting={submitting}>{sent ? t("contact.done") : t("contact.submit")}</SubmitButton>
    </form>
  );
}

/** The part with next-intl around it: it loads on demand (components/i18n/intl-boundary.tsx). */
export const ContactForm = withIntl(ContactFormBody);
