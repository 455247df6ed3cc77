import "server-only";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import { requireStaffRole } from "@/lib/auth/require-staff";
import type { StaffIdentity } from "@/lib/auth/staff-identity";
import { notFound } from "@/lib/http/errors";
import { parse } from "@/lib/http/parse";
import { assertSameOrigin } from "@/lib/http/same-origin";
import type { z } from "@/lib/validation/z";
import { queryObject } from "./filters";
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

/**
 * The start of every staff call about one submission: a write must come from this site (403), every
 * call from a signed-in account (401) with the marketing role (403); then the caller's language and the submission named by
 * the URL (404 in that language when it cannot name one).
 */
export async function staffSubmissionCall(
  request: Request,
  params: Promise<{ kind: string; id: string }>,
  access: "read" | "write",
): Promise<StaffApiContext & { staff: StaffIdentity; errors: Messages["staff"]["errors"]; ref: SubmissionRef }> {
  if (access === "write") assertSameOrigin(request);
  const staff = await requireStaffRole(request, "marketing");
  const context = await staffApiContext(request);
  const errors = context.messages.staff.errors;
  const { kind, id } = await params;
  return { ...context, staff, errors, ref: parseRef(kind, id, errors.notFound) };
}

/** The start of every staff call that reads the inbox: a signed-in account with the marketing role, and the URL's query checked by `schemaFor` (400 in the caller's language). */
export async function staffQueryCall<S extends z.core.$ZodType>(
  request: Request,
  schemaFor: (errors: Messages["staff"]["errors"]) => S,
): Promise<StaffApiContext & { query: z.output<S>; staff: StaffIdentity }> {
  const staff = await requireStaffRole(request, "marketing");
  const context = await staffApiContext(request);
  const errors = context.messages.staff.errors;
  const query = parse(schemaFor(errors), queryObject(new URL(request.url).searchParams), { message: errors.invalid });
  return { ...context, query, staff };
}
