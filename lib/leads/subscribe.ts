import "server-only";
import { env } from "@/lib/config/env";
import type { PrismaClient } from "@/lib/db/generated/client";
import { loadMessages } from "@/lib/i18n/messages";
import { localeOrDefault, localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { enqueueEmail } from "@/lib/mail/outbox";
import { kickOutbox } from "@/lib/mail/start";
import type { NewsletterValues } from "@/lib/validation/newsletter";
import { isHoneypotFilled } from "@/lib/validation/fields";
import { fill } from "@/lib/staff/team";
import { recordSubmission, subscriberEntry } from "@/lib/submissions/record";
import { provenanceOf } from "@/lib/submissions/provenance";
import { hashLinkToken, newLinkToken } from "./link-token";
import { retryOnUniqueRace } from "@/lib/db/unique-violation";
import { saveLead } from "./store-lead";
import { queueConsentResult, unsubscribeLinks } from "./unsubscribe";

/** The form under which newsletter honeypot hits are kept, flagged as spam, for marketing to see. */
export const NEWSLETTER_SPAM_FORM = "Newsletter";

/** The confirmation page, where a button (not the GET a mail scanner makes) confirms. */
export const CONFIRM_PAGE = "/newsletter/confirm";
/** A confirmation link works this long. */
export const CONFIRM_LINK_MS = 7 * 24 * 60 * 60 * 1000;
/** A pending address asking again gets a new link at most this often (the form must not mail strangers). */
export const CONFIRM_RESEND_MS = 60 * 60 * 1000;

/**
 * POST /api/subscribe (double opt-in): records the address as pending with the time of its two
 * consents (collection, advertising), its inbox entry with the notice's version and the visit's
 * attribution, and queues the confirmation e-mail in the visitor's language; only the link makes it a
 * subscriber. A pending address asking again gets a new link (at most once an hour); a confirmed one
 * gets nothing, but the same answer as a new one, so the form tells nobody who is subscribed. A
 * withdrawn address starts over. A honeypot hit is stored as a lead row flagged as spam.
 */
export async function subscribeToNewsletter(
  prisma: PrismaClient,
  values: NewsletterValues,
  locale: Locale,
): Promise<void> {
  const now = new Date();
  const provenance = provenanceOf(values, now);
  if (isHoneypotFilled(values.homepage)) {
    const fields = { email: values.email, homepage: String(values.homepage ?? "") };
    await prisma.$transaction((tx) => saveLead(tx, { form: NEWSLETTER_SPAM_FORM, fields, provenance, isSpam: true }));
    return;
  }
  const email = values.email.toLowerCase();
  const { forms } = await loadMessages(locale);
  const queued = await retryOnUniqueRace(() =>
    prisma.$transaction(async (tx) => {
      const existing = await tx.newsletterSubscriber.findUnique({ where: { email } });
      if (existing?.status === "confirmed") return false;
      const sentLately =
        existing?.status === "pending" &&
        existing.confirmSentAt &&
        now.getTime() - existing.confirmSentAt.getTime() < CONFIRM_RESEND_MS;
      if (sentLately) return false;
      const token = newLinkToken();
      const data = {
        consentAt: provenance.consentedAt ?? now,
        locale,
        status: "pending" as const,
        confirmTokenHash: hashLinkToken(token),
        confirmSentAt: now,
        confirmedAt: null,
        withdrawnAt: null,
      };
      if (existing) {
        await tx.newsletterSubscriber.update({ where: { id: existing.id }, data });
      } else {
        const subscriber = await tx.newsletterSubscriber.create({ data: { email, ...data } });
        await recordSubmission(tx, { ...subscriberEntry(subscriber), ...provenance });
      }
      const unsubscribe = await unsubscribeLinks(tx, email, locale);
      const confirmUrl = new URL(`${localizedPath(locale, CONFIRM_PAGE)}?token=${token}`, env().SITE_URL).toString();
      const values = { confirmUrl, unsubscribeUrl: unsubscribe.page };
      await enqueueEmail(tx, {
        to: email,
        subject: fill(forms.newsletter.mail.confirmSubject, values),
        text: fill(forms.newsletter.mail.confirmText, values),
        tag: "newsletter-confirm",
        headers: unsubscribe.headers,
      });
      return true;
    }),
  );
  if (queued) kickOutbox();
}

/**
 * The confirmation page's button: the pending address whose link this is, within 7 days, becomes a
 * subscriber, and is told so (the consent's result, with the unsubscribe link). Pressing it again says
 * the same and mails nothing; false for an unknown, late or withdrawn link.
 */
export async function confirmSubscription(prisma: PrismaClient, token: string): Promise<boolean> {
  const now = new Date();
  const subscriber = await prisma.newsletterSubscriber.findUnique({
    where: { confirmTokenHash: hashLinkToken(token) },
  });
  if (!subscriber?.confirmSentAt || now.getTime() - subscriber.confirmSentAt.getTime() > CONFIRM_LINK_MS) return false;
  if (subscriber.status === "confirmed") return true;
  const locale = localeOrDefault(subscriber.locale);
  const confirmed = await prisma.$transaction(async (tx) => {
    const { count } = await tx.newsletterSubscriber.updateMany({
      where: { id: subscriber.id, status: "pending", confirmTokenHash: subscriber.confirmTokenHash },
      data: { status: "confirmed", confirmedAt: now },
    });
    if (count === 1) await queueConsentResult(tx, { email: subscriber.email, locale, result: "agreed", at: now });
    return count === 1;
  });
  if (confirmed) kickOutbox();
  return confirmed;
}
