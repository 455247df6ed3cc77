import "server-only";
import { pruneAccessLog } from "@/lib/access-log/prune";
import type { Prisma, PrismaClient } from "@/lib/db/generated/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { kickOutbox } from "@/lib/mail/start";
import { sendConsentNotices } from "./consent-notice";
import { APPLICATION_DAYS, destroyExpired, type RetentionCounts, type RetentionDays } from "./retention";

export const PRIVACY_DAILY_JOB = "privacy-daily";
/** Longer than a run takes; a crashed instance's claim lapses after it and another one runs. */
const LEASE_MS = 30 * 60_000;
const HOUR_MS = 60 * 60_000;

export interface DailySettings {
  retention: RetentionDays;
  /** ACCESS_LOG_RETENTION_DAYS: access-log entries older than this are destroyed. */
  accessLogDays: number;
}

export interface DailyReport extends RetentionCounts {
  notices: number;
  accessLog: number;
}

/**
 * Takes the job's lease: a compare-and-set on its JobRun row (like the outbox's claims), so of two
 * instances or processes asking at once exactly one gets it. With `dueBefore`, only if the last run
 * finished before then. Returns the lease's end (its token), or null when another holds it or it is not due.
 */
async function claim(prisma: PrismaClient, now: Date, dueBefore?: Date): Promise<Date | null> {
  try {
    await prisma.jobRun.upsert({ where: { name: PRIVACY_DAILY_JOB }, create: { name: PRIVACY_DAILY_JOB }, update: {} });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error; // the other caller made the row
  }
  const lockedUntil = new Date(now.getTime() + LEASE_MS);
  const where: Prisma.JobRunWhereInput = {
    name: PRIVACY_DAILY_JOB,
    AND: [
      { OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] },
      ...(dueBefore ? [{ OR: [{ lastRunAt: null }, { lastRunAt: { lt: dueBefore } }] }] : []),
    ],
  };
  const { count } = await prisma.jobRun.updateMany({ where, data: { lockedUntil } });
  return count === 1 ? lockedUntil : null;
}

/**
 * `npm run privacy:daily` and the server's daily run: destroys what is past its retention
 * (lib/privacy/retention.ts), queues the two-yearly consent notices, destroys access-log entries past
 * `accessLogDays`, and appends one access-log entry with the counts (no personal data). Null when
 * another process holds the run (or, with `onlyIfDue`, it ran in the last 23 hours).
 */
export async function runPrivacyDaily(
  prisma: PrismaClient,
  settings: DailySettings,
  options: { now?: Date; onlyIfDue?: boolean } = {},
): Promise<DailyReport | null> {
  const now = options.now ?? new Date();
  const lease = await claim(prisma, new Date(), options.onlyIfDue ? new Date(Date.now() - 23 * HOUR_MS) : undefined);
  if (!lease) return null;
  const release = (data: Prisma.JobRunUpdateManyMutationInput) =>
    prisma.jobRun.updateMany({
      where: { name: PRIVACY_DAILY_JOB, lockedUntil: lease },
      data: { lockedUntil: null, ...data },
    });
  try {
    const destroyed = await destroyExpired(prisma, settings.retention, now);
    const notices = await sendConsentNotices(prisma, now);
    const accessLog = await pruneAccessLog(prisma, settings.accessLogDays, now);
    const report: DailyReport = { ...destroyed, notices, accessLog };
    await prisma.accessLogEntry.create({
      data: { accountId: null, email: PRIVACY_DAILY_JOB, action: "privacy.daily", detail: { ...report }, ip: "server" },
    });
    await release({ lastRunAt: new Date() });
    if (notices > 0) kickOutbox();
    return report;
  } catch (error) {
    await release({}).catch(() => undefined);
    throw error;
  }
}

/** What a run did, in one line for the console. */
export function describeRun(report: DailyReport, settings: DailySettings): string {
  return [
    `destroyed ${report.submissions} submission(s) inactive for ${settings.retention.submissions} days`,
    `${report.applications} job application(s) inactive for ${APPLICATION_DAYS} days`,
    `${report.reports} report request(s) inactive for ${settings.retention.reports} days`,
    `${report.reportFiles} file(s) of older report requests`,
    `${report.subscribers} withdrawn or unconfirmed newsletter address(es)`,
    `${report.privacyRequests} unverified or long-answered privacy request(s)`,
    `with ${report.files} file(s) and ${report.outbox} outbox message(s)`,
    `queued ${report.notices} two-yearly consent notice(s)`,
    `destroyed ${report.accessLog} access-log entries older than ${settings.accessLogDays} days`,
  ].join("; ");
}

/**
 * The server's schedule: every instance asks each hour (and a minute after it starts); the one that
 * takes the lease runs the job when the last run is 23 hours old, so it runs once a day across instances.
 */
export function startPrivacyDaily(prisma: PrismaClient, settings: DailySettings): () => void {
  const tick = () =>
    runPrivacyDaily(prisma, settings, { onlyIfDue: true }).then(
      (report) => {
        if (report) console.warn(`[privacy] daily run: ${describeRun(report, settings)}`);
      },
      (error: unknown) => console.error("[privacy] the daily run failed:", error),
    );
  const first = setTimeout(() => void tick(), 60_000);
  const timer = setInterval(() => void tick(), HOUR_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
