import "server-only";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import type { Locale } from "@/lib/i18n/routing";
import { serverTranslator, type Translate } from "@/lib/i18n/translator";
import { guardFormPost, type FormFamily } from "./guard";

export interface FormPostContext {
  locale: Locale;
  t: Translate;
  idempotencyKey?: string;
}

/** The common start of every form POST: origin and rate checks, then the caller's language and key. */
export async function beginFormPost(request: Request, family: FormFamily): Promise<FormPostContext> {
  const idempotencyKey = await guardFormPost(request, family);
  const locale = localeFromRequest(request);
  return { locale, t: await serverTranslator(locale, "validation"), idempotencyKey };
}
