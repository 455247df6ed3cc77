import "server-only";
import { env } from "@/lib/config/env";
import type { PrismaClient } from "@/lib/db/generated/client";
import { localizedPath } from "@/lib/i18n/paths";
import { formatLongDate } from "@/lib/i18n/time-zone";
import type { Locale } from "@/lib/i18n/routing";
import { loadMessages } from "@/lib/i18n/messages";
import { enqueueEmail, type Tx } from "@/lib/mail/outbox";
import { kickOutbox } from "@/lib/mail/start";
import { fill } from "@/lib/staff/team";
import { hashLinkToken, newLinkToken } from "./link-token";
import { retryOnUniqueRace } from "@/lib/db/unique-violation";

/** The page with the one-button form (a GET changes nothing: mail scanners open links). */
export const UNSUBSCRIBE_PAGE = "/newsletter/unsubscribe";
/** The RFC 8058 one-click address: a POST withdraws at once. */
export const UNSUBSCRIBE_API = "/api/unsubscribe";

export interface UnsubscribeLinks {
  /** The link shown in the text. */
  page: string;
  /** `List-Unsubscribe` (https, and mailto when UNSUBSCRIBE_MAILTO is set) and `List-Unsubscribe-Post`. */
  headers: Record<string, string>;
}

/**
 * The unsubscribe links of one marketing-related e-mail to `email`: a new random token stored (hashed)
 * in `tx`, the transaction that queues the mail. Every such mail carries them (docs/privacy.md).
 */
export async function unsubscribeLinks(tx: Tx, email: string, locale: Locale): Promise<UnsubscribeLinks> {
  const token = newLinkToken();
  await tx.unsubscribeToken.create({ data: { tokenHash: hashLinkToken(token), email: email.toLowerCase() } });
  const { SITE_URL, UNSUBSCRIBE_MAILTO } = env();
  const page = new URL(`${localizedPath(locale, UNSUBSCRIBE_PAGE)}?token=${token}`, SITE_URL).toString();
  const oneClick = new URL(`${UNSUBSCRIBE_API}?token=${token}&locale=${locale}`, SITE_URL).toString();
  const list = [`<${oneClick}>`];
  if (UNSUBSCRIBE_MAILTO) list.push(`<mailto:${UNSUBSCRIBE_MAILTO}?subject=unsubscribe>`);
  return {
    page,
    headers: { "List-Unsubscribe": list.join(", "), "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * Withdraws the advertising consent of the address a token was made for: its newsletter subscription
 * ends and the address joins the suppression list from now, which outranks every marketing consent a
 * form recorded before. The person is told the result in `locale`. Repeating it, with no consent given
 * since, changes nothing and mails nothing. False for an unknown token.
 */
export async function withdrawMarketing(prisma: PrismaClient, token: string, locale: Locale): Promise<boolean> {
  const row = await prisma.unsubscribeToken.findUnique({ where: { tokenHash: hashLinkToken(token) } });
  if (!row) return false;
  const now = new Date();
  const withdrew = await retryOnUniqueRace(() =>
    prisma.$transaction(async (tx) => {
      const suppressed = await tx.marketingSuppression.findUnique({ where: { email: row.email } });
      const pending = await tx.newsletterSubscriber.count({ where: { email: row.email, status: "pending" } });
      // A consent given after the last withdrawal (a form's box, a new sign-up) is withdrawn now too.
      const withdraws = !suppressed || pending > 0 || (await mayReceiveMarketing(tx, row.email));
      if (!withdraws) return false;
      await tx.newsletterSubscriber.updateMany({
        where: { email: row.email, status: { not: "withdrawn" } },
        data: { status: "withdrawn", withdrawnAt: now, confirmTokenHash: null },
      });
      await tx.marketingSuppression.upsert({
        where: { email: row.email },
        create: { email: row.email, withdrawnAt: now },
        update: { withdrawnAt: now },
      });
      await queueConsentResult(tx, { email: row.email, locale, result: "withdrawn", at: now });
      return true;
    }),
  );
  if (withdrew) kickOutbox();
  return true;
}

/** The e-mail that tells a person their consent or withdrawal was processed. */
export const CONSENT_RESULT_TAG = "marketing-consent-result";

export interface ConsentResult {
  email: string;
  locale: Locale;
  result: "agreed" | "withdrawn";
  at: Date;
  /** How an agreement was given: the newsletter, or a form's name in the person's language. */
  via?: string;
}

/**
 * A date as the person reads it, as the site writes days (November 30, 2026; 2026년 11월 30일), in the
 * team's time zone unless the person's own is known.
 */
export function consentDate(at: Date, locale: Locale, timeZone: string = env().TEAM_TIME_ZONE): string {
  return formatLongDate(at, locale, timeZone);
}

/**
 * Tells the person the result of their consent to, or withdrawal from, advertising e-mail (정보통신망법
 * art. 50(7), decree art. 62-3(1): the sender, the date and the result), queued in `tx` with the change
 * itself. An agreement's mail carries the unsubscribe links.
 */
export async function queueConsentResult(tx: Tx, input: ConsentResult): Promise<void> {
  const words = (await loadMessages(input.locale)).acknowledgement.marketingResult;
  const date = consentDate(input.at, input.locale);
  if (input.result === "withdrawn") {
    await enqueueEmail(tx, {
      to: input.email,
      subject: fill(words.withdrawnSubject, {}),
      text: fill(words.withdrawnText, { date }),
      tag: CONSENT_RESULT_TAG,
    });
    return;
  }
  const unsubscribe = await unsubscribeLinks(tx, input.email, input.locale);
  await enqueueEmail(tx, {
    to: input.email,
    subject: fill(words.agreedSubject, {}),
    text: fill(words.agreedText, { date, via: input.via ?? words.newsletter, unsubscribeUrl: unsubscribe.page }),
    tag: CONSENT_RESULT_TAG,
    headers: unsubscribe.headers,
  });
}

/**
 * Whether advertising may go to `email`: a confirmed newsletter subscriber, or an address that ticked
 * a form's marketing opt-in after its last withdrawal. A pending (unconfirmed) address never counts.
 */
export async function mayReceiveMarketing(prisma: PrismaClient | Tx, email: string): Promise<boolean> {
  const address = email.toLowerCase();
  const subscriber = await prisma.newsletterSubscriber.findUnique({ where: { email: address } });
  if (subscriber?.status === "confirmed") return true;
  const suppressed = await prisma.marketingSuppression.findUnique({ where: { email: address } });
  const consent = await prisma.submission.findFirst({
    where: {
      email: { in: [address, email] },
      marketingConsent: true,
      isSpam: false,
      kind: { not: "newsletter" },
      ...(suppressed ? { consentedAt: { gt: suppressed.withdrawnAt } } : {}),
    },
  });
  return consent !== null;
}
