import { localeFromRequest, serverTranslator, type FormLocale, type Translate } from "@/lib/validation/translate";
import { guardFormPost, type FormFamily } from "./guard";

export interface FormPostContext {
  locale: FormLocale;
  t: Translate;
  idempotencyKey?: string;
}

/** The common start of every form POST: origin and rate checks, then the caller's language and key. */
export async function beginFormPost(request: Request, family: FormFamily): Promise<FormPostContext> {
  const idempotencyKey = await guardFormPost(request, family);
  const locale = localeFromRequest(request);
  return { locale, t: serverTranslator(locale), idempotencyKey };
}
