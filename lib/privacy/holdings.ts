import "server-only";
import { readFile } from "node:fs/promises";
import type {
  CampaignContact,
  ConsultingRequest,
  LeadSubmission,
  MarketingSuppression,
  NewsletterSubscriber,
  OutboxMessage,
  PrismaClient,
  PrivacyRequest,
  Submission,
  SubmissionAudit,
  SubmissionNote,
  UploadedFile,
} from "@/lib/db/generated/client";
import { recordStaffAccess, type RequestHeaders } from "@/lib/access-log/record";
import { pathIn } from "@/lib/uploads/storage";
import { subjectTarget, type PrivacySubject } from "@/lib/validation/privacy-subject";

/** One submission of the person's and everything hanging off it. */
export interface HeldSubmission {
  entry: Submission;
  /** The form's own row: LeadSubmission, ConsultingRequest, CampaignContact or NewsletterSubscriber. */
  source: LeadSubmission | ConsultingRequest | CampaignContact | NewsletterSubscriber | null;
  files: UploadedFile[];
  notes: SubmissionNote[];
  audit: SubmissionAudit[];
  outbox: OutboxMessage[];
}

/** Everything the site holds about one e-mail address and/or phone number (docs/privacy.md). */
export interface Holdings {
  subject: PrivacySubject;
  submissions: HeldSubmission[];
  newsletter: NewsletterSubscriber[];
  /** Unsubscribe links mailed to the address (only when each was made: the token itself is a hash). */
  unsubscribeLinks: { createdAt: Date }[];
  suppression: MarketingSuppression | null;
  /** E-mails to the address that belong to no submission (confirmations, acknowledgements, verifications). */
  outbox: OutboxMessage[];
  privacyRequests: PrivacyRequest[];
}

const BATCH = 500;
const leadKinds = new Set(["lead", "contact", "signup"]);

/** A phone number as digits only, so "010-1234-5678" and "01012345678" match. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, "");

/** Whether a form's fields hold the phone number: any value whose digits are those of `digits`. */
function fieldsHavePhone(fields: unknown, digits: string): boolean {
  if (!fields || typeof fields !== "object") return false;
  return Object.values(fields as Record<string, unknown>).some(
    (value) => typeof value === "string" && /\d/.test(value) && phoneDigits(value) === digits,
  );
}

/** The ids of rows whose JSON `fields` hold the number, read in batches (phones have no column there). */
async function idsWithPhone(
  page: (afterId: number) => Promise<{ id: number; fields: unknown }[]>,
  digits: string,
): Promise<number[]> {
  const found: number[] = [];
  for (let afterId = 0; ;) {
    const rows = await page(afterId);
    for (const row of rows) if (fieldsHavePhone(row.fields, digits)) found.push(row.id);
    if (rows.length < BATCH) return found;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** The inbox entries of the person: by their e-mail, and by their phone in the forms that ask one. */
async function submissionIds(prisma: PrismaClient, subject: PrivacySubject): Promise<number[]> {
  const ids = new Set<number>();
  if (subject.email) {
    const rows = await prisma.submission.findMany({ where: { email: subject.email }, select: { id: true } });
    for (const row of rows) ids.add(row.id);
  }
  const digits = subject.phone ? phoneDigits(subject.phone) : "";
  if (digits) {
    const batch = { take: BATCH, orderBy: { id: "asc" as const }, select: { id: true, fields: true } };
    const leads = await idsWithPhone(
      (afterId) => prisma.leadSubmission.findMany({ ...batch, where: { id: { gt: afterId } } }),
      digits,
    );
    const contacts = await idsWithPhone(
      (afterId) => prisma.campaignContact.findMany({ ...batch, where: { id: { gt: afterId } } }),
      digits,
    );
    const reports = (await prisma.consultingRequest.findMany({ select: { id: true, phone: true } }))
      .filter((row) => phoneDigits(row.phone) === digits)
      .map((row) => row.id);
    const entries = await prisma.submission.findMany({
      where: {
        OR: [
          { kind: { in: ["lead", "contact", "signup"] }, sourceId: { in: leads } },
          { kind: "campaign", sourceId: { in: contacts } },
          { kind: "report", sourceId: { in: reports } },
        ],
      },
      select: { id: true },
    });
    for (const row of entries) ids.add(row.id);
  }
  return [...ids].sort((a, b) => a - b);
}

async function sourceRow(prisma: PrismaClient, entry: Submission): Promise<HeldSubmission["source"]> {
  const where = { where: { id: entry.sourceId } };
  if (leadKinds.has(entry.kind)) return prisma.leadSubmission.findUnique(where);
  if (entry.kind === "report") return prisma.consultingRequest.findUnique(where);
  if (entry.kind === "campaign") return prisma.campaignContact.findUnique(where);
  return prisma.newsletterSubscriber.findUnique(where);
}

/**
 * Finds everything held about an e-mail address and/or a phone number: every form's submission with
 * its files, notes, audit rows and e-mails, the newsletter, the unsubscribe links, the suppression
 * list, the e-mails sent to the address and the person's privacy requests.
 */
export async function findHoldings(prisma: PrismaClient, subject: PrivacySubject): Promise<Holdings> {
  const ids = await submissionIds(prisma, subject);
  const entries = await prisma.submission.findMany({
    where: { id: { in: ids } },
    include: { notes: true, audit: true, notifications: true },
    orderBy: { receivedAt: "asc" },
  });
  const submissions: HeldSubmission[] = [];
  for (const { notes, audit, notifications, ...entry } of entries) {
    const files =
      entry.kind === "report" ? await prisma.uploadedFile.findMany({ where: { requestId: entry.sourceId } }) : [];
    submissions.push({ entry, source: await sourceRow(prisma, entry), files, notes, audit, outbox: notifications });
  }
  const email = subject.email;
  const digits = subject.phone ? phoneDigits(subject.phone) : "";
  const privacyRequests = (
    await prisma.privacyRequest.findMany({
      where: { OR: [...(email ? [{ email }] : []), ...(digits ? [{ phone: { not: "" } }] : [])] },
      orderBy: { id: "asc" },
    })
  ).filter((row) => (email && row.email === email) || (digits && phoneDigits(row.phone) === digits));
  if (!email) {
    return {
      subject,
      submissions,
      newsletter: [],
      unsubscribeLinks: [],
      suppression: null,
      outbox: [],
      privacyRequests,
    };
  }
  const linked = new Set(submissions.flatMap((held) => held.outbox.map((message) => message.id)));
  return {
    subject,
    submissions,
    newsletter: await prisma.newsletterSubscriber.findMany({ where: { email } }),
    unsubscribeLinks: await prisma.unsubscribeToken.findMany({ where: { email }, select: { createdAt: true } }),
    suppression: await prisma.marketingSuppression.findUnique({ where: { email } }),
    outbox: (await prisma.outboxMessage.findMany({ where: { recipient: email }, orderBy: { id: "asc" } })).filter(
      (message) => !linked.has(message.id),
    ),
    privacyRequests,
  };
}

/** How many of each: what the back office shows and the access log records (no personal data). */
export function holdingCounts(holdings: Holdings) {
  return {
    submissions: holdings.submissions.length,
    files: holdings.submissions.reduce((sum, held) => sum + held.files.length, 0),
    notes: holdings.submissions.reduce((sum, held) => sum + held.notes.length, 0),
    outbox: holdings.outbox.length + holdings.submissions.reduce((sum, held) => sum + held.outbox.length, 0),
    newsletter: holdings.newsletter.length,
    unsubscribeLinks: holdings.unsubscribeLinks.length,
    suppressed: holdings.suppression !== null,
    privacyRequests: holdings.privacyRequests.length,
  };
}
export type HoldingCounts = ReturnType<typeof holdingCounts>;

/** An admin's lookup (the back office's page and its API): what is held, its counts written to the access log. */
export async function lookUpHoldings(
  prisma: PrismaClient,
  request: RequestHeaders,
  admin: { accountId: string; email: string },
  subject: PrivacySubject,
) {
  const holdings = await findHoldings(prisma, subject);
  const counts = holdingCounts(holdings);
  await recordStaffAccess(request, admin, { action: "privacy.lookup", target: subjectTarget(subject), detail: counts });
  return { holdings, counts };
}

/** Link secrets are kept only as hashes; an export leaves even those out. */
function withoutSecrets<T extends object>(row: T): T {
  const copy = { ...row } as Record<string, unknown>;
  for (const key of ["confirmTokenHash", "verifyTokenHash", "tokenHash", "idempotencyKey"]) delete copy[key];
  return copy as T;
}

/**
 * The export a person is given (PIPA art. 35): every row found, and each uploaded file's content
 * (base64) beside its row, as one JSON document.
 */
export async function exportHoldings(prisma: PrismaClient, subject: PrivacySubject) {
  const holdings = await findHoldings(prisma, subject);
  const submissions = [];
  for (const held of holdings.submissions) {
    const files = [];
    for (const file of held.files) {
      const content = await readFile(pathIn("files", file.storedName)).catch(() => null);
      files.push({ ...file, content: content?.toString("base64") ?? null });
    }
    submissions.push({
      ...held,
      entry: withoutSecrets(held.entry),
      source: held.source && withoutSecrets(held.source),
      files,
    });
  }
  return {
    exportedAt: new Date().toISOString(),
    subject,
    counts: holdingCounts(holdings),
    submissions,
    newsletter: holdings.newsletter.map(withoutSecrets),
    unsubscribeLinks: holdings.unsubscribeLinks,
    suppression: holdings.suppression,
    outbox: holdings.outbox,
    privacyRequests: holdings.privacyRequests.map(withoutSecrets),
  };
}
export type HoldingsExport = Awaited<ReturnType<typeof exportHoldings>>;
