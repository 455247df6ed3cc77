import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/config/env";
import type { PrismaClient } from "@/lib/db/generated/client";
import { pathIn, removeFiles } from "@/lib/uploads/storage";
import { CONSENT_RESULT_TAG } from "@/lib/leads/unsubscribe";
import { CONSENT_NOTICE_TAG } from "./consent-notice";

/** What one call destroyed, by kind of record: counts only, fit for the access log. */
export interface Destroyed {
  submissions: number;
  sourceRows: number;
  files: number;
  notes: number;
  audit: number;
  outbox: number;
  unsubscribeTokens: number;
  /** Two-yearly notice records (MarketingConsentNotice) of addresses no entry holds any more. */
  consentNotices: number;
  mailCopies: number;
}

/** The source table of each submission kind (lib/submissions/source-row.ts reads the same). */
const leadKinds = new Set(["lead", "contact", "signup"]);

/**
 * Destroys the inbox entries `submissionIds` (Submission.id) and everything held about them: the
 * form's own row (LeadSubmission, ConsultingRequest with its UploadedFile rows, CampaignContact,
 * NewsletterSubscriber), notes, audit rows, outbox messages (e-mails and CRM syncs, whatever their
 * state), and, once no other entry has the address, its unsubscribe tokens, two-yearly notice record
 * and notices and its acknowledgement limit's row; then, after the commit, the uploaded files and the .eml copies the mail drop folder
 * holds of those messages.
 * Unknown ids are skipped. The suppression list (MarketingSuppression) is kept: it is what makes a
 * withdrawal stick (docs/privacy.md).
 */
export async function destroySubmissions(prisma: PrismaClient, submissionIds: number[]): Promise<Destroyed> {
  const ids = [...new Set(submissionIds)];
  const none: Destroyed = {
    submissions: 0,
    sourceRows: 0,
    files: 0,
    notes: 0,
    audit: 0,
    outbox: 0,
    unsubscribeTokens: 0,
    consentNotices: 0,
    mailCopies: 0,
  };
  if (ids.length === 0) return none;
  const { counts, storedNames, messages } = await prisma.$transaction(async (tx) => {
    const entries = await tx.submission.findMany({ where: { id: { in: ids } } });
    const found = entries.map((entry) => entry.id);
    const sources = (test: (kind: string) => boolean) =>
      entries.filter((entry) => test(entry.kind)).map((entry) => entry.sourceId);
    const reportIds = sources((kind) => kind === "report");
    const subscribers = await tx.newsletterSubscriber.findMany({
      where: { id: { in: sources((kind) => kind === "newsletter") } },
    });
    const newsletterAddresses = subscribers.map((subscriber) => subscriber.email);
    // An address no other entry holds loses what is kept by address: its unsubscribe tokens, its
    // two-yearly notice record and those notices. Links already mailed for another entry keep working.
    const addresses = [...new Set([...newsletterAddresses, ...entries.map((entry) => entry.email.toLowerCase())])];
    const stillHeld = await tx.submission.findMany({
      where: { email: { in: addresses }, id: { notIn: found } },
      select: { email: true },
    });
    const held = new Set(stillHeld.map((entry) => entry.email.toLowerCase()));
    const gone = addresses.filter((address) => address !== "" && !held.has(address));
    const files = await tx.uploadedFile.findMany({ where: { requestId: { in: reportIds } } });
    // A newsletter's confirmation e-mails and the consent notices and results name no entry: they go by address.
    const outboxWhere = {
      OR: [
        { submissionId: { in: found } },
        { recipient: { in: newsletterAddresses }, tag: { startsWith: "newsletter" } },
        { recipient: { in: gone }, tag: CONSENT_NOTICE_TAG },
        // The mail telling of a withdrawal goes once it is out, not before (the next run takes it).
        { recipient: { in: gone }, tag: CONSENT_RESULT_TAG, status: { in: ["sent" as const, "failed" as const] } },
      ],
    };
    const messages = await tx.outboxMessage.findMany({ where: outboxWhere, select: { id: true, createdAt: true } });
    const outbox = await tx.outboxMessage.deleteMany({ where: outboxWhere });
    const notes = await tx.submissionNote.deleteMany({ where: { submissionId: { in: found } } });
    const audit = await tx.submissionAudit.deleteMany({ where: { submissionId: { in: found } } });
    const uploaded = await tx.uploadedFile.deleteMany({ where: { requestId: { in: reportIds } } });
    const sourceRows = [
      await tx.leadSubmission.deleteMany({ where: { id: { in: sources((kind) => leadKinds.has(kind)) } } }),
      await tx.consultingRequest.deleteMany({ where: { id: { in: reportIds } } }),
      await tx.campaignContact.deleteMany({ where: { id: { in: sources((kind) => kind === "campaign") } } }),
      await tx.newsletterSubscriber.deleteMany({
        where: { id: { in: subscribers.map((subscriber) => subscriber.id) } },
      }),
    ];
    const submissions = await tx.submission.deleteMany({ where: { id: { in: found } } });
    const tokens = await tx.unsubscribeToken.deleteMany({ where: { email: { in: gone } } });
    const notices = await tx.marketingConsentNotice.deleteMany({ where: { email: { in: gone } } });
    // The hourly acknowledgement limit's record of the address (lib/leads/acknowledgement.ts).
    await tx.acknowledgementLimit.deleteMany({ where: { email: { in: gone } } });
    return {
      counts: {
        submissions: submissions.count,
        sourceRows: sourceRows.reduce((sum, { count }) => sum + count, 0),
        files: uploaded.count,
        notes: notes.count,
        audit: audit.count,
        outbox: outbox.count,
        unsubscribeTokens: tokens.count,
        consentNotices: notices.count,
      },
      storedNames: files.map((file) => file.storedName),
      messages,
    };
  });
  // Files go after the commit: a rollback must not leave rows whose files are gone.
  await removeFiles(storedNames.map((name) => pathIn("files", name)));
  const mailCopies = await removeMailCopies(messages);
  return { ...counts, mailCopies };
}

/**
 * The .eml files the drop sender (lib/mail/transport.ts, no SMTP_URL) wrote for these messages: their
 * names end with the Message-ID, `<outbox-{id}-{createdAt ms}@host>` (lib/mail/deliver.ts).
 */
async function removeMailCopies(messages: { id: number; createdAt: Date }[]): Promise<number> {
  if (messages.length === 0) return 0;
  const dir = path.resolve(env().MAIL_DROP_DIR);
  const names = await readdir(dir).catch(() => [] as string[]);
  const wanted = new Set(messages.map((message) => `${message.id}-${message.createdAt.getTime()}`));
  const copies = names.filter((name) => {
    const match = /_outbox-(\d+-\d+)_.*\.eml$/.exec(name);
    return match?.[1] !== undefined && wanted.has(match[1]);
  });
  await removeFiles(copies.map((name) => path.join(dir, name)));
  return copies.length;
}
