import { localeFromRequest, serverTranslator, type FormLocale, type Translate } from "@/lib/validation/translate";
import { guardFormPost } from "./guard";
import { idempotencyKeyFrom } from "./idempotency";

export interface FormPostContext {
  locale: FormLocale;
  t: Translate;
  idempotencyKey?: string;
}

/** The common start of every form POST: origin and rate checks, then the caller's language and key. */
export function beginFormPost(request: Request): FormPostContext {
  guardFormPost(request);
  const locale = localeFromRequest(request);
  return { locale, t: serverTranslator(locale), idempotencyKey: idempotencyKeyFrom(request) };
}
