import "server-only";
import { recordStaffAccess, type RequestHeaders } from "@/lib/access-log/record";
import type { StaffIdentity } from "@/lib/auth/staff-identity";
import { privacyOfficer } from "@/lib/content/legal";
import type { PrismaClient, PrivacyRequest } from "@/lib/db/generated/client";
import { conflict, notFound } from "@/lib/http/errors";
import { loadMessages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { enqueueEmail } from "@/lib/mail/outbox";
import { fill } from "@/lib/staff/team";
import type { PrivacyAnswer } from "@/lib/validation/privacy-answer";
import { findHoldings, holdingCounts, type HoldingCounts } from "./holdings";

export const ANSWER_TAG = "privacy-request-answer";

/** The language the requester wrote in (the form's page): their answer's. */
export const requesterLocale = (request: Pick<PrivacyRequest, "locale">): Locale =>
  request.locale === "en" ? "en" : "ko";

/**
 * Whether a look-up by the request's address and phone still finds the person's data, leaving out
 * what an erasure keeps on purpose (the suppression list and their privacy requests, docs/privacy.md).
 */
export function stillHeld(counts: HoldingCounts): boolean {
  const { submissions, files, notes, outbox, newsletter, unsubscribeLinks } = counts;
  return [submissions, files, notes, outbox, newsletter, unsubscribeLinks].some((count) => count > 0);
}

/** What the request's page and its answer check look up: the counts by the request's address and phone. */
export async function requestHoldings(prisma: PrismaClient, request: Pick<PrivacyRequest, "email" | "phone">) {
  const counts = holdingCounts(
    await findHoldings(prisma, { email: request.email, ...(request.phone ? { phone: request.phone } : {}) }),
  );
  return { counts, held: stillHeld(counts) };
}

/** The answer form's starting text, in the requester's language: whom it greets and what they asked. */
export async function answerDraft(request: Pick<PrivacyRequest, "name" | "right" | "locale">) {
  const words = (await loadMessages(requesterLocale(request))).privacyRequest;
  const values = { name: request.name, right: words.form.rights[request.right], placeholder: words.answer.placeholder };
  return { subject: fill(words.answer.subject, values), body: fill(words.answer.text, values) };
}

export interface AnswerWords {
  notFound: string;
  answered: string;
  stillHeld: string;
}

/**
 * Sends the answer to a verified, open request and marks it answered, in one transaction with its
 * access-log row: to the address the requester confirmed, in the language they wrote in, Reply-To the
 * privacy officer. An erasure request whose data the look-up still finds is refused (409) unless the
 * admin confirmed it (`confirmHeld`): its answer would say the data is gone while it is not.
 */
export async function answerPrivacyRequest(
  prisma: PrismaClient,
  request: RequestHeaders,
  id: number,
  answer: PrivacyAnswer,
  staff: StaffIdentity,
  words: AnswerWords,
): Promise<{ outboxId: number }> {
  const row = await prisma.privacyRequest.findUnique({ where: { id } });
  if (!row || row.status === "pending") throw notFound(words.notFound);
  if (row.status === "answered") throw conflict(words.answered);
  const held = row.right === "erasure" ? (await requestHoldings(prisma, row)).held : false;
  if (held && !answer.confirmHeld) throw conflict(words.stillHeld);
  const locale = requesterLocale(row);
  return prisma.$transaction(async (tx) => {
    const at = new Date();
    const { count } = await tx.privacyRequest.updateMany({
      where: { id, status: "open" },
      data: {
        status: "answered",
        answeredAt: at,
        answeredBy: staff.email,
        answerSubject: answer.subject,
        answerText: answer.body,
      },
    });
    // Another admin's answer got in first.
    if (count !== 1) throw conflict(words.answered);
    const queued = await enqueueEmail(tx, {
      to: row.email,
      subject: answer.subject,
      text: answer.body,
      tag: ANSWER_TAG,
      replyTo: privacyOfficer(locale).email,
      headers: { "Content-Language": locale },
      dedupeKey: `privacy-request-answer-${id}`,
    });
    const outboxId = queued!.id;
    const detail = { outboxId, right: row.right, locale, ...(row.right === "erasure" ? { stillHeld: held } : {}) };
    await recordStaffAccess(
      request,
      staff,
      { action: "privacy-request.answer", target: `privacy-request/${id}`, detail },
      tx,
    );
    return { outboxId };
  });
}
