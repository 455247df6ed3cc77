import { NOT_NEWSLETTER, type SubmissionFilters } from "./filters";
import { dayStart, nextDay } from "@/lib/i18n/time-zone";
import { searchPatterns } from "./search";
import { closedStatuses, overdueBefore, type Viewer } from "./where";

/** A date as Prisma stores it in SQLite (ISO text with "+00:00"), so text comparison orders it. */
export const storedDate = (date: Date) => date.toISOString().replace("Z", "+00:00");

/** As Prisma's `contains` writes it: `%word%` with no escape (search.ts keeps wildcards out of `word`). */
const likePattern = (text: string) => `%${text}%`;

/**
 * The same view as `submissionWhere` (where.ts), as SQL for the export's direct reader: each filter
 * there has its clause here, and tests/unit/submissions/sql-where.test.ts checks both pick the same rows.
 */
export function submissionSql(
  filters: Partial<SubmissionFilters>,
  timeZone: string,
  viewer: Viewer = {},
): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (filters.kind === NOT_NEWSLETTER) add(`"kind" <> ?`, "newsletter");
  else if (filters.kind) add(`"kind" = ?`, filters.kind);
  if (filters.form) add(`"form" = ?`, filters.form);
  if (filters.status) add(`"status" = ?`, filters.status);
  if (filters.campaign) add(`"utmCampaign" = ?`, filters.campaign);
  if (filters.spam !== "show") add(`"isSpam" = ?`, filters.spam === "only" ? 1 : 0);
  if (filters.from) add(`"receivedAt" >= ?`, storedDate(dayStart(filters.from, timeZone)));
  if (filters.to) add(`"receivedAt" < ?`, storedDate(dayStart(nextDay(filters.to), timeZone)));
  if (filters.q) {
    const patterns = searchPatterns(filters.q);
    add(`(${patterns.map(() => `"searchText" LIKE ?`).join(" OR ")})`, ...patterns.map(likePattern));
  }
  if (filters.currency) add(`"currency" = ?`, filters.currency);
  if (filters.minValue !== undefined) add(`"value" >= ?`, filters.minValue);
  if (filters.maxValue !== undefined) add(`"value" <= ?`, filters.maxValue);
  if (filters.owner === "mine") add(`"ownerId" = ?`, viewer.accountId ?? "");
  else if (filters.owner === "none") add(`"ownerId" IS NULL`);
  else if (filters.owner) add(`"ownerId" = ?`, filters.owner);
  if (filters.overdue) {
    add(`"followUpAt" < ?`, storedDate(overdueBefore(timeZone, viewer.now)));
    add(`"status" NOT IN (${closedStatuses.map(() => "?").join(", ")})`, ...closedStatuses);
  }
  return { sql: clauses.length ? clauses.join(" AND ") : "1 = 1", params };
}
