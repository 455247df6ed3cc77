import "server-only";
import { replyTemplates, type ReplyTemplate, type ReplyTemplateId } from "@/content/staff/reply-templates";
import { recordStaffAccess, type RequestHeaders } from "@/lib/access-log/record";
import { provisionalName } from "@/lib/auth/accounts";
import type { StaffIdentity } from "@/lib/auth/staff-identity";
import { brand } from "@/lib/config/brand";
import { env } from "@/lib/config/env";
import type { PrismaClient, Submission } from "@/lib/db/generated/client";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { locales, type Locale } from "@/lib/i18n/routing";
import { enqueueEmail, outboxMessageId } from "@/lib/mail/outbox";
import { reportConfirmation } from "@/lib/report/confirmation";
import { refundRule } from "@/lib/report/order-summary";
import { reportReference } from "@/lib/report/reference";
import { fill } from "@/lib/staff/team";
import type { LeadReply } from "@/lib/validation/lead-reply";
import { ACKNOWLEDGEMENT_TAG, REPLY_TAG } from "./delivery";
import type { SubmissionRef } from "./kinds";

/** `"Name" <address>`: the staff member the lead's answer goes back to. */
function replyAddress(staff: Pick<StaffIdentity, "name" | "email">): string {
  const name = staff.name.replace(/["\\\r\n]/g, "").trim();
  return name ? `"${name}" <${staff.email}>` : staff.email;
}

/** The route's words for a reply it refuses (`staff.reply.errors`, and the request's not-found). */
export interface ReplyRefusals {
  notFound: string;
  noAddress: string;
  notReport: string;
  /** The 400's message, as for a field the schema refuses. */
  invalid: string;
  /** A confirmation without what makes it one: `{missing}` names the parts below that are not in it. */
  confirmationMissing: string;
  missingReference: string;
  missingRefund: string;
  /** Between the two parts when both are missing (", " in Korean, " and " in English). */
  missingJoin: string;
}

/**
 * What an order confirmation's text lacks of what its template puts in it and the terms make it: the
 * request's reference number, and the withdrawal and refund rules (one block, as the template has
 * them). A reply sent as the confirmation starts the withdrawal period, so it must state them.
 */
function confirmationGaps(body: string, sourceId: number, language: Locale, words: ReplyRefusals): string[] {
  const text = body.replace(/\r\n?/g, "\n");
  const reference = reportReference(sourceId);
  return [
    ...(text.includes(reference) ? [] : [fill(words.missingReference, { reference })]),
    ...(text.includes(refundRule(language).join("\n")) ? [] : [words.missingRefund]),
  ];
}

/**
 * Queues a staff member's answer to a lead, in one transaction with its history entry and access-log
 * row: from the team's address (the outbox's sender), Reply-To the staff member, to the address the
 * lead gave and no other, threaded under the Message-ID of the acknowledgement the lead was sent (else
 * of the team's notification, which the team's mailbox threads by). A report request's order
 * confirmation (`reply.confirmation`) is recorded as such: the history's "신청 확인 이메일 발송", the
 * start of the withdrawal period, and refused (400, on the body) unless its text holds the reference
 * number and the refund rules. A lead still "new" becomes "contacted" (audited and logged like any
 * status change).
 */
export async function replyToLead(
  prisma: PrismaClient,
  request: RequestHeaders,
  ref: SubmissionRef,
  reply: LeadReply,
  staff: StaffIdentity,
  messages: ReplyRefusals,
): Promise<{ outboxId: number; status: Submission["status"] }> {
  const target = `${ref.kind}/${ref.sourceId}`;
  const messageIdHost = new URL(env().SITE_URL).hostname;
  return prisma.$transaction(async (tx) => {
    const current = await tx.submission.findUnique({
      where: { kind_sourceId: { kind: ref.kind, sourceId: ref.sourceId } },
      include: {
        notifications: {
          where: { kind: "email" },
          orderBy: { id: "asc" },
          select: { id: true, tag: true, status: true, createdAt: true },
        },
      },
    });
    if (!current) throw notFound(messages.notFound);
    if (!current.email) throw conflict(messages.noAddress);
    if (reply.confirmation && current.kind !== "report") throw conflict(messages.notReport);
    const gaps = reply.confirmation ? confirmationGaps(reply.body, current.sourceId, reply.language, messages) : [];
    if (gaps.length > 0)
      throw badRequest(messages.invalid, {
        body: [fill(messages.confirmationMissing, { missing: gaps.join(messages.missingJoin) })],
      });
    // The customer never saw the team's notification: a failed acknowledgement they never saw either.
    const acknowledgement = current.notifications.find(
      (message) => message.tag === ACKNOWLEDGEMENT_TAG && message.status !== "failed",
    );
    const notification = current.notifications.find(
      (message) => message.tag !== ACKNOWLEDGEMENT_TAG && message.tag !== REPLY_TAG,
    );
    const parent = acknowledgement ?? notification;
    const thread = parent && outboxMessageId(parent, messageIdHost);
    const queued = await enqueueEmail(tx, {
      to: current.email,
      subject: reply.subject,
      text: reply.body,
      tag: REPLY_TAG,
      replyTo: replyAddress(staff),
      headers: {
        "Content-Language": reply.language,
        ...(thread ? { "In-Reply-To": thread, References: thread } : {}),
      },
      submissionId: current.id,
    });
    // enqueueEmail only skips a row with a dedupe key, and a reply has none.
    const outboxId = queued!.id;
    const at = new Date();
    await tx.submissionAudit.create({
      data: {
        submissionId: current.id,
        at,
        actor: staff.name,
        action: reply.confirmation ? "confirmation" : "reply",
        oldValue: null,
        newValue: String(outboxId),
      },
    });
    const sent = reply.confirmation ? { outboxId, confirmation: true } : { outboxId };
    await recordStaffAccess(request, staff, { action: "submission.reply", target, detail: sent }, tx);
    if (current.status !== "new") return { outboxId, status: current.status };
    await tx.submission.update({
      where: { id: current.id },
      data: { status: "contacted", statusChangedAt: at, statusChangedBy: staff.name },
    });
    await tx.submissionAudit.create({
      data: {
        submissionId: current.id,
        at,
        actor: staff.name,
        action: "status",
        oldValue: "new",
        newValue: "contacted",
      },
    });
    const detail = { from: "new", to: "contacted" };
    await recordStaffAccess(request, staff, { action: "submission.status", target, detail }, tx);
    return { outboxId, status: "contacted" as const };
  });
}

const hangul = /[\uac00-\ud7a3]/;

/**
 * The language a lead wrote in, for the reply form's default: the page language their acknowledgement
 * was written in, else their landing page's, else Korean when their own words are Korean.
 */
export async function leadLanguage(
  prisma: PrismaClient,
  submission: Pick<Submission, "id" | "landingPage" | "name" | "company" | "message">,
): Promise<Locale> {
  const acknowledgement = await prisma.outboxMessage.findFirst({
    where: { submissionId: submission.id, tag: ACKNOWLEDGEMENT_TAG },
    select: { payload: true },
  });
  const html = (acknowledgement?.payload as { html?: unknown } | null)?.html;
  const written = typeof html === "string" ? /<html lang="(ko|en)"/.exec(html)?.[1] : undefined;
  if (written === "ko" || written === "en") return written;
  if (submission.landingPage) return /^\/en(\/|\?|#|$)/.test(submission.landingPage) ? "en" : "ko";
  return hangul.test(`${submission.name} ${submission.company} ${submission.message}`) ? "ko" : "en";
}

/**
 * How a reply signs off: with the writer's name and the company ("서준 드림\nAtlas Spatial"), or while
 * their account has no name of its own (it shows the e-mail's local part, lib/auth/accounts.ts) as the
 * team ("Atlas Spatial 팀 드림"): never "mkt 드림", nor the company twice.
 */
export function signOff(staff: Pick<StaffIdentity, "name" | "email">, locale: Locale): string {
  const name = staff.name.trim();
  const company = brand.companyName;
  const own = name !== "" && name !== provisionalName(staff.email);
  if (locale === "ko") return own ? `${name} 드림\n${company}` : `${company} 팀 드림`;
  return own ? `Best regards,\n${name}\n${company}` : `Best regards,\nThe ${company} team`;
}

/** The reply form's starting texts, per language, in the order it offers them. */
export type ReplyDrafts = Record<Locale, Partial<Record<ReplyTemplateId, ReplyTemplate>>>;

/**
 * The team's templates filled for this lead and writer, in each language: a report request's order
 * confirmation first (the form's default there), then the general ones.
 */
export async function replyDrafts(
  prisma: PrismaClient,
  submission: Pick<Submission, "kind" | "sourceId" | "name" | "email">,
  staff: Pick<StaffIdentity, "name" | "email">,
): Promise<ReplyDrafts> {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const names = {
        name: submission.name || submission.email,
        signature: signOff(staff, locale),
        brand: brand.companyName,
      };
      const confirmation =
        submission.kind === "report" ? await reportConfirmation(prisma, submission.sourceId, locale, names) : null;
      const general = Object.entries(replyTemplates[locale]).map(([id, { subject, body }]) => [
        id,
        { subject: fill(subject, names), body: fill(body, names) },
      ]);
      return [locale, Object.fromEntries([...(confirmation ? [["confirmation", confirmation]] : []), ...general])];
    }),
  );
  return Object.fromEntries(entries) as ReplyDrafts;
}
