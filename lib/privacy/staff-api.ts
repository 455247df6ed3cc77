import "server-only";
import { parse } from "@/lib/http/parse";
import { loadMessages } from "@/lib/i18n/messages";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import { privacySubjectSchema, type PrivacySubject } from "@/lib/validation/privacy-subject";

/** The subject of a staff privacy call, from its query or JSON body: 400 `{ message, fieldErrors }` in the caller's language. */
export async function parseSubject(request: Request, input: unknown): Promise<PrivacySubject> {
  const words = (await loadMessages(localeFromRequest(request))).staff.privacy.errors;
  return parse(privacySubjectSchema(words), input, { message: words.invalid });
}
