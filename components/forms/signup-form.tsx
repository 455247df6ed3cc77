"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { QueryLink } from "@/components/shell/query-link";
import { signupFormSchema, type SignupFormInput, type SignupFormValues } from "@/lib/validation/signup-form";
import { FormAlert } from "./form-alert";
import { Honeypot } from "./honeypot";
import { postJson } from "./post-json";
import { TextField } from "./text-field";
import { useFormErrorText } from "./use-form-error";
import { useSubmitKey } from "./use-submit-key";
import { THANK_YOU_MS, useTimedFlag } from "./use-timed-flag";
import { useValidationTranslate } from "./use-validation";
import styles from "./forms.module.css";

const empty: SignupFormInput = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  city: "",
  state: "",
  company: "",
  website: "",
  homepage: "",
};
const optionalFields = ["phone", "city", "state", "company", "website"] as const;

/**
 * Spec §4 sign-up form: fields flagged on blur or submit; on success a panel for 10 s, then the
 * form again. Unlike the old form, optional fields left untouched never block the submit.
 */
export function SignupForm() {
  const t = useTranslations("forms");
  const locale = useLocale();
  const translate = useValidationTranslate();
  const schema = useMemo(() => signupFormSchema(translate), [translate]);
  const form = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(schema),
    mode: "onBlur",
    reValidateMode: "onChange",
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const [sent, showSent] = useTimedFlag(THANK_YOU_MS);
  const [error, setError] = useState<string | null>(null);
  const errorText = useFormErrorText();
  const key = useSubmitKey();
  const busy = useRef(false);

  const onValid = async (values: SignupFormValues) => {
    if (sent || busy.current) return;
    busy.current = true;
    setError(null);
    try {
      await postJson("/api/main/email", { ...values, tag: "Sign Up" }, { locale, idempotencyKey: key.current() });
      key.reset();
      form.reset(empty);
      showSent();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      busy.current = false;
    }
  };

  if (sent) {
    return (
      <div className={styles.thankYou} role="status" aria-live="polite">
        <p>{t("signup.success")}</p>
        <QueryLink href="/" className={styles.link}>
          {t("signup.overview")}
        </QueryLink>
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <p className={styles.requiredNote}>{t("requiredNote")}</p>
      <div className={styles.row}>
        <TextField
          id="signup-first-name"
          label={t("signup.firstName")}
          required
          autoComplete="off"
          error={errors.first_name?.message}
          {...form.register("first_name")}
        />
        <TextField
          id="signup-last-name"
          label={t("signup.lastName")}
          required
          autoComplete="off"
          error={errors.last_name?.message}
          {...form.register("last_name")}
        />
      </div>
      <TextField
        id="signup-email"
        label={t("signup.email")}
        type="email"
        required
        autoComplete="off"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <div className={styles.row}>
        {optionalFields.map((name) => (
          <TextField
            key={name}
            id={`signup-${name}`}
            label={t(`signup.${name}`)}
            autoComplete="off"
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
      </div>
      <Honeypot idPrefix="signup" registration={form.register("homepage")} />
      <FormAlert error={error} retryHint={t("errors.retry")} />
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("signup.submit")}
      </button>
    </form>
  );
}
