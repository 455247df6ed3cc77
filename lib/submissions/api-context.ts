import "server-only";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import { notFound } from "@/lib/http/errors";
import { kindSchema, type SubmissionRef } from "./kinds";
import { viewerTimeZone } from "./viewer-time-zone";

export interface StaffApiContext {
  locale: Locale;
  messages: Messages;
  timeZone: string;
}

/** The caller's language (X-Locale or Accept-Language, Korean otherwise) and time zone (cookie or the team's). */
export async function staffApiContext(request: Request): Promise<StaffApiContext> {
  const locale = localeFromRequest(request);
  return { locale, messages: await loadMessages(locale), timeZone: viewerTimeZone(request.headers.get("cookie")) };
}

/** `{kind}/{id}` of a staff URL; 404 for anything that cannot name a submission. */
export function parseRef(kind: string, id: string, message: string): SubmissionRef {
  const parsedKind = kindSchema.safeParse(kind);
  if (!parsedKind.success || !/^\d{1,10}$/.test(id)) throw notFound(message);
  return { kind: parsedKind.data, sourceId: Number(id) };
}
