import "server-only";
import type { Locale } from "@/lib/i18n/routing";
import { serverTranslator, type Translate } from "@/lib/i18n/translator";
import { HttpError, type FieldErrors } from "@/lib/http/errors";
import { UploadRefusal } from "@/lib/uploads/refusal";

/** Translates `reportWizard.errors.*` keys; an unknown key is returned as is. */
export function reportErrorTranslator(locale: Locale): Promise<Translate> {
  return serverTranslator(locale, "reportWizard.errors");
}

/** An upload refusal as the HttpError the visitor sees, in their language. */
export function refusalToHttpError(refusal: UploadRefusal, t: Translate): HttpError {
  const message = t(refusal.code, refusal.params as Record<string, string>);
  return new HttpError(refusal.status, message, { files: [message] });
}

/** Field errors carry message keys (see lib/validation/report-wizard.ts); translate each one. */
export function translateFieldErrors(fieldErrors: FieldErrors, t: Translate): FieldErrors {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, keys]) => [field, keys?.map((k) => t(k))]));
}
