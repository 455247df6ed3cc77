import { loadMessages } from "@/lib/i18n/messages";
import { defaultLocale, locales, type Locale } from "@/lib/i18n/routing";
import { HttpError, type FieldErrors } from "@/lib/http/errors";
import { UploadRefusal } from "@/lib/uploads/refusal";

/** The page's language, which the wizard sends as `?locale=`; Korean otherwise (the default). */
export function requestLocale(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get("locale");
  return locales.find((locale) => locale === asked) ?? defaultLocale;
}

export type ReportTranslator = (key: string, params?: Record<string, string>) => string;

/**
 * Translates `reportWizard.errors.*` keys; an unknown key is returned as is rather than thrown.
 * These messages only use plain `{name}`/`{type}` arguments, so a replace does what ICU would
 * (and keeps intl-messageformat, ESM only, out of the server's API tests).
 */
export async function reportErrorTranslator(locale: Locale): Promise<ReportTranslator> {
  const errors: Record<string, string> = (await loadMessages(locale)).reportWizard.errors;
  return (key, params = {}) =>
    Object.hasOwn(errors, key)
      ? (errors[key] ?? key).replace(/\{(\w+)\}/g, (token, name: string) => params[name] ?? token)
      : key;
}

/** An upload refusal as the HttpError the visitor sees, in their language. */
export function refusalToHttpError(refusal: UploadRefusal, t: ReportTranslator): HttpError {
  const message = t(refusal.code, refusal.params as Record<string, string>);
  return new HttpError(refusal.status, message, { files: [message] });
}

/** Field errors carry message keys (see lib/validation/report-wizard.ts); translate each one. */
export function translateFieldErrors(fieldErrors: FieldErrors, t: ReportTranslator): FieldErrors {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, keys]) => [field, keys?.map((k) => t(k))]));
}
