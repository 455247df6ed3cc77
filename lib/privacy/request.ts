import "server-only";
import { privacyOfficer } from "@/lib/content/legal";
import { env } from "@/lib/config/env";
import type { PrismaClient } from "@/lib/db/generated/client";
import { loadMessages } from "@/lib/i18n/messages";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { hashLinkToken, newLinkToken } from "@/lib/leads/link-token";
import { enqueueEmail } from "@/lib/mail/outbox";
import { kickOutbox } from "@/lib/mail/start";
import { fill, teamContext } from "@/lib/staff/team";
import { staffPaths, staffUrl } from "@/lib/staff/urls";
import { isHoneypotFilled } from "@/lib/validation/fields";
import type { PrivacyRequestValues } from "@/lib/validation/privacy-request";

/** The page the verification e-mail links to; its button (not the GET a mail scanner makes) files the request. */
export const VERIFY_PAGE = "/privacy-request/verify";
/** A verification link works this long, like the newsletter's confirmation. */
export const VERIFY_LINK_MS = 7 * 24 * 60 * 60 * 1000;
/** One address gets at most one verification e-mail this often: the form must not mail strangers. */
export const VERIFY_RESEND_MS = 60 * 60 * 1000;
/** PIPA 시행령 제41조·제43조·제44조: the answer is due 10 days after the request is received. */
export const ANSWER_DAYS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/privacy-request: stores the request as pending and queues, through the outbox, an e-mail
 * in the visitor's language whose link proves the address; only then is it a request (and its 10
 * days start). A second submit from the same address within the hour replaces the pending request's
 * text and mails nothing: the link already sent files the new text. A honeypot hit stores nothing.
 */
export async function filePrivacyRequest(
  prisma: PrismaClient,
  values: PrivacyRequestValues,
  locale: Locale,
): Promise<void> {
  if (isHoneypotFilled(values.homepage)) return;
  const now = new Date();
  const email = values.email.toLowerCase();
  const fields = {
    name: values.name,
    phone: values.phone,
    right: values.right,
    details: values.details,
    locale,
    consentVersion: values.consentVersion,
    consentedAt: now,
  };
  const words = (await loadMessages(locale)).privacyRequest;
  const queued = await prisma.$transaction(async (tx) => {
    const recent = await tx.privacyRequest.findFirst({
      where: { email, status: "pending", verifySentAt: { gt: new Date(now.getTime() - VERIFY_RESEND_MS) } },
      orderBy: { id: "desc" },
    });
    if (recent) {
      await tx.privacyRequest.update({ where: { id: recent.id }, data: fields });
      return false;
    }
    const token = newLinkToken();
    await tx.privacyRequest.create({
      data: { ...fields, email, verifyTokenHash: hashLinkToken(token), verifySentAt: now },
    });
    const verifyUrl = new URL(`${localizedPath(locale, VERIFY_PAGE)}?token=${token}`, env().SITE_URL).toString();
    const values = { name: fields.name, right: words.form.rights[fields.right], verifyUrl };
    await enqueueEmail(tx, {
      to: email,
      subject: fill(words.mail.verifySubject, values),
      text: fill(words.mail.verifyText, values),
      tag: "privacy-request-verify",
    });
    return true;
  });
  if (queued) kickOutbox();
}

export type VerifyOutcome = { ok: true; dueAt: Date } | { ok: false };

/**
 * The verification page's button: a pending request whose link this is, within 7 days, becomes open,
 * due 10 days from now, and the privacy officer is told by e-mail. Pressing again answers the same.
 */
export async function verifyPrivacyRequest(prisma: PrismaClient, token: string): Promise<VerifyOutcome> {
  const now = new Date();
  const request = await prisma.privacyRequest.findUnique({ where: { verifyTokenHash: hashLinkToken(token) } });
  if (!request?.verifySentAt || now.getTime() - request.verifySentAt.getTime() > VERIFY_LINK_MS) return { ok: false };
  if (request.status !== "pending") return request.dueAt ? { ok: true, dueAt: request.dueAt } : { ok: false };
  const dueAt = new Date(now.getTime() + ANSWER_DAYS * DAY_MS);
  const team = await teamContext();
  const words = team.messages.privacyRequest;
  const filed = await prisma.$transaction(async (tx) => {
    const { count } = await tx.privacyRequest.updateMany({
      where: { id: request.id, status: "pending" },
      data: { status: "open", verifiedAt: now, dueAt },
    });
    if (count !== 1) return false;
    const values = {
      id: request.id,
      right: words.form.rights[request.right],
      due: dueAt.toLocaleDateString(team.locale === "ko" ? "ko-KR" : "en-US", { timeZone: team.timeZone }),
      url: staffUrl(team.siteUrl, team.locale, staffPaths.privacyRequests),
    };
    await enqueueEmail(tx, {
      to: privacyOfficer(team.locale).email,
      subject: fill(words.mail.officerSubject, values),
      text: fill(words.mail.officerText, values),
      tag: "privacy-request",
      dedupeKey: `privacy-request-${request.id}`,
    });
    return true;
  });
  if (filed) kickOutbox();
  const current = await prisma.privacyRequest.findUniqueOrThrow({ where: { id: request.id } });
  return current.dueAt ? { ok: true, dueAt: current.dueAt } : { ok: false };
}
