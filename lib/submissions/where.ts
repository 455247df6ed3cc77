import type { Prisma } from "@/lib/db/generated/client";
import { NOT_NEWSLETTER, type SubmissionFilters } from "./filters";
import { dayStart, localDay, nextDay } from "@/lib/i18n/time-zone";
import { searchPatterns } from "./search";

type Where = Prisma.SubmissionWhereInput;

/** Who looks at a view ("mine" is their leads) and when ("overdue" is before their today). */
export interface Viewer {
  accountId?: string | undefined;
  now?: Date;
}

/** Statuses that close a lead: its follow-up date no longer matters. */
export const closedStatuses = ["won", "lost"] as const;

/** The start of the viewer's today: a follow-up date before it is overdue. */
export const overdueBefore = (timeZone: string, now = new Date()) => dayStart(localDay(now, timeZone), timeZone);

/** The database filter of a view; days are read in `timeZone`, `to` inclusive. */
export function submissionWhere(filters: Partial<SubmissionFilters>, timeZone: string, viewer: Viewer = {}): Where {
  const and: Where[] = [];
  // "mine" without a viewer (the export token) matches nothing rather than everything.
  if (filters.owner === "mine") and.push({ ownerId: viewer.accountId ?? "" });
  else if (filters.owner === "none") and.push({ ownerId: null });
  else if (filters.owner) and.push({ ownerId: filters.owner });
  if (filters.overdue) {
    and.push({ followUpAt: { lt: overdueBefore(timeZone, viewer.now) } }, { status: { notIn: [...closedStatuses] } });
  }
  if (filters.kind === NOT_NEWSLETTER) and.push({ kind: { not: "newsletter" } });
  else if (filters.kind) and.push({ kind: filters.kind });
  if (filters.form) and.push({ form: filters.form });
  if (filters.status) and.push({ status: filters.status });
  if (filters.campaign) and.push({ utmCampaign: filters.campaign });
  if (filters.spam !== "show") and.push({ isSpam: filters.spam === "only" });
  if (filters.from) and.push({ receivedAt: { gte: dayStart(filters.from, timeZone) } });
  if (filters.to) and.push({ receivedAt: { lt: dayStart(nextDay(filters.to), timeZone) } });
  // One column holds name, e-mail, company, message, receipt number and phone digits in lower case
  // (record.ts), so a lowered word matches whatever its case, on either database. Patterns over that one
  // column (the word, and a phone number's digits: search.ts) keep a search of 100,000 rows fast.
  if (filters.q) and.push({ OR: searchPatterns(filters.q).map((pattern) => ({ searchText: { contains: pattern } })) });
  if (filters.currency) and.push({ currency: filters.currency });
  if (filters.minValue !== undefined) and.push({ value: { gte: filters.minValue } });
  if (filters.maxValue !== undefined) and.push({ value: { lte: filters.maxValue } });
  return and.length ? { AND: and } : {};
}

/**
 * The order of a view: the chosen column, then the id, so paging is stable among equal values. By value:
 * each currency's rows together (amounts in two currencies do not compare), unpriced rows last either way.
 */
export function submissionOrder(sort: string): Prisma.SubmissionOrderByWithRelationInput[] {
  const direction = sort.startsWith("-") ? "desc" : "asc";
  const key = sort.replace(/^-/, "") as "receivedAt" | "name" | "email" | "company" | "status" | "form" | "value";
  if (key === "value") {
    return [
      { currency: { sort: "asc", nulls: "last" } },
      { value: { sort: direction, nulls: "last" } },
      { id: direction },
    ];
  }
  return [{ [key]: direction }, { id: direction }];
}
