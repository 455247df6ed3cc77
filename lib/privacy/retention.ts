import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db/generated/client";
import { storedFields } from "@/lib/submissions/stored-fields";
import { pathIn, removeFiles } from "@/lib/uploads/storage";
import { contactPurposes } from "@/lib/validation/form-options";
import { destroySubmissions } from "./destroy";

export const DAY_MS = 24 * 60 * 60 * 1000;
/** An address that has not followed its confirmation link within this long is destroyed (the link's life). */
export const UNCONFIRMED_DAYS = 7;
/**
 * A job application: a contact message sent with the careers purpose, as the postings ask (content/careers),
 * is kept this long after its last activity, as the privacy policy promises, not the forms' three years.
 */
export const APPLICATION_DAYS = 180;
/** Entries destroyed per transaction, so one run never holds the database for long. */
const BATCH = 200;

export interface RetentionDays {
  /** Every form's entry (SUBMISSION_RETENTION_DAYS), a report request not won, and every report's files. */
  submissions: number;
  /** A report request that became a contract (status won): a contract record (REPORT_RETENTION_DAYS). */
  reports: number;
}

export interface RetentionCounts {
  submissions: number;
  /** Contact messages sent as job applications, inactive for APPLICATION_DAYS. */
  applications: number;
  reports: number;
  reportFiles: number;
  subscribers: number;
  /** Privacy requests never verified within 7 days, or answered longer ago than the form's notice keeps them. */
  privacyRequests: number;
  /** Files and e-mails gone with them (rows; the files on disk follow the rows). */
  files: number;
  outbox: number;
}

/**
 * Entries with no activity since `cutoff`: received, status changed, a note, a history row (a change,
 * an e-mail sent again), an e-mail or CRM call about it, or a follow-up date, all before it.
 */
function inactiveSince(cutoff: Date): Prisma.SubmissionWhereInput {
  return {
    receivedAt: { lt: cutoff },
    OR: [{ statusChangedAt: null }, { statusChangedAt: { lt: cutoff } }],
    AND: [{ OR: [{ followUpAt: null }, { followUpAt: { lt: cutoff } }] }],
    notes: { none: { createdAt: { gte: cutoff } } },
    audit: { none: { at: { gte: cutoff } } },
    notifications: { none: { createdAt: { gte: cutoff } } },
  };
}

/** Destroys, batch by batch, the entries `where` selects; returns what destroySubmissions counted. */
async function destroyAll(prisma: PrismaClient, where: Prisma.SubmissionWhereInput) {
  const total = { submissions: 0, files: 0, outbox: 0 };
  for (;;) {
    const batch = await prisma.submission.findMany({
      where,
      select: { id: true },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    if (batch.length === 0) return total;
    const destroyed = await destroySubmissions(
      prisma,
      batch.map((entry) => entry.id),
    );
    total.submissions += destroyed.submissions;
    total.files += destroyed.files;
    total.outbox += destroyed.outbox;
    if (destroyed.submissions === 0) return total; // taken by a concurrent erasure: nothing left to do
  }
}

/**
 * What the notices promise (docs/privacy.md "Retention"): a form's entry goes `days.submissions` after
 * its last activity (a job application sent through the contact form APPLICATION_DAYS after it), a won
 * report request (a contract) `days.reports` after it (its files at `days.submissions`), and a
 * newsletter address when it withdrew or left its confirmation link unfollowed for 7 days. Confirmed
 * subscribers are kept until they withdraw, as the newsletter's notice says.
 */
export async function destroyExpired(
  prisma: PrismaClient,
  days: RetentionDays,
  now = new Date(),
): Promise<RetentionCounts> {
  const before = (count: number) => new Date(now.getTime() - count * DAY_MS);
  // A report request is a contract record (전자상거래법 art. 6) only once it became one (won); until
  // then it is a form's entry like the others, as the notices say.
  const forms = await destroyAll(prisma, {
    AND: [
      { OR: [{ kind: { notIn: ["newsletter", "report"] } }, { kind: "report", status: { not: "won" } }] },
      inactiveSince(before(days.submissions)),
    ],
  });
  const reports = await destroyAll(prisma, { kind: "report", status: "won", ...inactiveSince(before(days.reports)) });
  const applications = await destroyApplications(prisma, before(Math.min(APPLICATION_DAYS, days.submissions)));
  const reportFiles = await destroyReportFiles(prisma, before(days.submissions));
  const subscribers = await destroyLapsedSubscribers(prisma, before(UNCONFIRMED_DAYS));
  // The request form's notice: kept 3 years from the day it was answered (the submissions' setting).
  const { count: privacyRequests } = await prisma.privacyRequest.deleteMany({
    where: {
      OR: [
        {
          status: "pending",
          OR: [
            { verifySentAt: { lt: before(UNCONFIRMED_DAYS) } },
            { verifySentAt: null, createdAt: { lt: before(UNCONFIRMED_DAYS) } },
          ],
        },
        { status: "answered", answeredAt: { lt: before(days.submissions) } },
      ],
    },
  });
  return {
    submissions: forms.submissions,
    applications: applications.submissions,
    reports: reports.submissions,
    reportFiles,
    subscribers,
    privacyRequests,
    files: forms.files + reports.files + applications.files + reportFiles,
    outbox: forms.outbox + reports.outbox + applications.outbox,
  };
}

/**
 * Contact messages with the careers purpose (stored as its label, lib/leads/accept-email.ts) inactive
 * since `cutoff`. The purpose lives in the row's JSON, read here rather than filtered in SQL, which
 * SQLite and PostgreSQL spell differently; a page of candidates at a time.
 */
async function destroyApplications(prisma: PrismaClient, cutoff: Date) {
  const total = { submissions: 0, files: 0, outbox: 0 };
  let after = 0;
  for (;;) {
    const page = await prisma.submission.findMany({
      where: { kind: "contact", id: { gt: after }, ...inactiveSince(cutoff) },
      select: { id: true, sourceId: true },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    if (page.length === 0) return total;
    after = page.at(-1)!.id;
    const rows = await prisma.leadSubmission.findMany({
      where: { id: { in: page.map((entry) => entry.sourceId) } },
      select: { id: true, fields: true },
    });
    const careers = new Set(
      rows.filter((row) => storedFields(row.fields).purpose === contactPurposes.careers).map((row) => row.id),
    );
    const ids = page.filter((entry) => careers.has(entry.sourceId)).map((entry) => entry.id);
    if (ids.length === 0) continue;
    const destroyed = await destroySubmissions(prisma, ids);
    total.submissions += destroyed.submissions;
    total.files += destroyed.files;
    total.outbox += destroyed.outbox;
  }
}

/** The attached files of report requests inactive since `cutoff`: rows, then the files on disk. */
async function destroyReportFiles(prisma: PrismaClient, cutoff: Date): Promise<number> {
  const requests = await prisma.submission.findMany({
    where: { kind: "report", ...inactiveSince(cutoff) },
    select: { sourceId: true },
  });
  const requestIds = requests.map((request) => request.sourceId);
  if (requestIds.length === 0) return 0;
  const files = await prisma.uploadedFile.findMany({ where: { requestId: { in: requestIds } } });
  if (files.length === 0) return 0;
  const { count } = await prisma.uploadedFile.deleteMany({ where: { id: { in: files.map((file) => file.id) } } });
  await removeFiles(files.map((file) => pathIn("files", file.storedName)));
  return count;
}

/** Newsletter addresses that withdrew, or were never confirmed and their last link is older than `cutoff`. */
async function destroyLapsedSubscribers(prisma: PrismaClient, cutoff: Date): Promise<number> {
  const lapsed: Prisma.NewsletterSubscriberWhereInput = {
    OR: [
      { status: "withdrawn" },
      {
        status: "pending",
        OR: [{ confirmSentAt: { lt: cutoff } }, { confirmSentAt: null, createdAt: { lt: cutoff } }],
      },
    ],
  };
  const subscribers = await prisma.newsletterSubscriber.findMany({ where: lapsed, select: { id: true, email: true } });
  if (subscribers.length === 0) return 0;
  const entries = await prisma.submission.findMany({
    where: { kind: "newsletter", sourceId: { in: subscribers.map((subscriber) => subscriber.id) } },
    select: { id: true },
  });
  const destroyed = await destroySubmissions(
    prisma,
    entries.map((entry) => entry.id),
  );
  // An address stored without an inbox entry (none should be) goes all the same.
  const { count } = await prisma.newsletterSubscriber.deleteMany({
    where: { id: { in: subscribers.map((subscriber) => subscriber.id) }, ...lapsed },
  });
  return destroyed.sourceRows + count;
}
