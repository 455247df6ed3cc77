import "server-only";
import { providerOf, type PrismaClient } from "@/lib/db/create-client";
import { submissionKinds, type SubmissionKind } from "./kinds";
import { NOT_NEWSLETTER, type SubmissionFilters } from "./filters";
import { dayStart, localDay, nextDay } from "@/lib/i18n/time-zone";
import { submissionWhere } from "./where";
import type { StaffView } from "@/lib/access-log/record";

export const DASHBOARD_DAYS = 30;

export interface DayCounts {
  day: string;
  counts: Record<SubmissionKind, number>;
  total: number;
}

const zeroCounts = () => Object.fromEntries(submissionKinds.map((kind) => [kind, 0])) as Record<SubmissionKind, number>;

/** The last 30 calendar days in `timeZone`, oldest first, ending today. */
export function lastDays(now: Date, timeZone: string, count = DASHBOARD_DAYS): string[] {
  const days = [localDay(now, timeZone)];
  while (days.length < count) {
    const first = days[0] ?? "";
    days.unshift(new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Submissions per day and kind, spam left out. The database counts per half hour in UTC and the
 * half hours are put on local days here: exact for every zone whose offset is whole or half hours.
 */
export async function submissionsPerDay(prisma: PrismaClient, now: Date, timeZone: string): Promise<DayCounts[]> {
  const days = lastDays(now, timeZone);
  const since = dayStart(days[0] ?? localDay(now, timeZone), timeZone);
  const until = dayStart(nextDay(days.at(-1) ?? localDay(now, timeZone)), timeZone);
  type Bucket = { slot: string; kind: SubmissionKind; n: bigint | number };
  // SQLite keeps the time as ISO text ("2026-03-02T09:41:…"); PostgreSQL as a UTC timestamp.
  const buckets =
    providerOf(prisma) === "postgresql"
      ? await prisma.$queryRaw<Bucket[]>`
    SELECT to_char("receivedAt", 'YYYY-MM-DD"T"HH24') || CASE WHEN extract(minute FROM "receivedAt") >= 30 THEN ':30' ELSE ':00' END AS slot,
           "kind"::text AS kind, COUNT(*) AS n
    FROM "Submission"
    WHERE "isSpam" = false AND "receivedAt" >= ${since}::timestamp AND "receivedAt" < ${until}::timestamp
    GROUP BY slot, "kind"`
      : await prisma.$queryRaw<Bucket[]>`
    SELECT substr("receivedAt", 1, 13) || CASE WHEN substr("receivedAt", 15, 2) >= '30' THEN ':30' ELSE ':00' END AS slot,
           "kind", COUNT(*) AS n
    FROM "Submission"
    WHERE "isSpam" = 0 AND "receivedAt" >= ${since.toISOString()} AND "receivedAt" < ${until.toISOString()}
    GROUP BY slot, "kind"`;
  const byDay = new Map(days.map((day) => [day, { day, counts: zeroCounts(), total: 0 }]));
  for (const bucket of buckets) {
    const entry = byDay.get(localDay(new Date(`${bucket.slot}:00Z`), timeZone));
    if (!entry) continue;
    entry.counts[bucket.kind] += Number(bucket.n);
    entry.total += Number(bucket.n);
  }
  return [...byDay.values()];
}

export interface SourceSummary {
  source: string | null;
  total: number;
  forms: { form: string; count: number }[];
}

/** The utm sources that brought the most submissions since `since`, and the forms they converted on. */
export async function topSources(prisma: PrismaClient, since: Date, limit = 8): Promise<SourceSummary[]> {
  const groups = await prisma.submission.groupBy({
    by: ["utmSource", "form"],
    where: { isSpam: false, receivedAt: { gte: since } },
    _count: { _all: true },
  });
  const bySource = new Map<string | null, SourceSummary>();
  for (const group of groups) {
    const summary = bySource.get(group.utmSource) ?? { source: group.utmSource, total: 0, forms: [] };
    summary.total += group._count._all;
    summary.forms.push({ form: group.form, count: group._count._all });
    bySource.set(group.utmSource, summary);
  }
  return [...bySource.values()]
    .map((summary) => ({ ...summary, forms: summary.forms.sort((a, b) => b.count - a.count) }))
    .sort((a, b) => b.total - a.total)
    .slice(0, limit);
}

export interface CampaignSummary {
  campaign: string | null;
  source: string | null;
  medium: string | null;
  count: number;
}

/** Submissions per utm campaign (with its source and medium) since `since`, spam left out, most first. */
export async function topCampaigns(prisma: PrismaClient, since: Date, limit = 20): Promise<CampaignSummary[]> {
  const groups = await prisma.submission.groupBy({
    by: ["utmCampaign", "utmSource", "utmMedium"],
    where: { isSpam: false, receivedAt: { gte: since } },
    _count: { _all: true },
  });
  return groups
    .map((group) => ({
      campaign: group.utmCampaign,
      source: group.utmSource,
      medium: group.utmMedium,
      count: group._count._all,
    }))
    .sort((a, b) => b.count - a.count || (a.campaign ?? "").localeCompare(b.campaign ?? ""))
    .slice(0, limit);
}

/** Submissions still in status "new" per kind (spam left out), with the oldest one's time. */
export async function unworkedCounts(prisma: PrismaClient) {
  const groups = await prisma.submission.groupBy({
    by: ["kind"],
    where: { status: "new", isSpam: false },
    _count: { _all: true },
    _min: { receivedAt: true },
  });
  return groups
    .map((group) => ({ kind: group.kind, count: group._count._all, oldest: group._min.receivedAt }))
    .sort((a, b) => b.count - a.count);
}

/** Notifications the outbox gave up on, newest first, with the submission each reports on. */
export async function failedNotifications(prisma: PrismaClient, limit = 20) {
  const [total, rows] = await Promise.all([
    prisma.outboxMessage.count({ where: { status: "failed" } }),
    prisma.outboxMessage.findMany({
      where: { status: "failed" },
      orderBy: { id: "desc" },
      take: limit,
      select: {
        id: true,
        kind: true,
        subject: true,
        attempts: true,
        lastError: true,
        createdAt: true,
        submission: true,
      },
    }),
  ]);
  return { total, rows };
}

/**
 * The access log's entry for the failed notifications shown: their subjects name people ("새 접수: 이름"),
 * so the list is a look-up like a page of the inbox. A row names its submission, or the message itself.
 */
export function failedNotificationsView({ total, rows }: Awaited<ReturnType<typeof failedNotifications>>): StaffView {
  const target = rows.map((row) =>
    row.submission ? `${row.submission.kind}/${row.submission.sourceId}` : `outbox/${row.id}`,
  );
  return { action: "notification.list", target: target.join(" "), total };
}

/** The two lead counts of the dashboard, each exactly the inbox view it links to: nobody's, and overdue. */
export async function leadCounts(prisma: PrismaClient, timeZone: string, now = new Date()) {
  const count = (filters: Partial<SubmissionFilters>) =>
    prisma.submission.count({ where: submissionWhere({ spam: "hide", ...filters }, timeZone, { now }) });
  const [unassigned, overdue] = await Promise.all([
    count({ kind: NOT_NEWSLETTER, owner: "none" }),
    count({ overdue: "yes" }),
  ]);
  return { unassigned, overdue };
}
