import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import { loadMessages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { consentDate, mayReceiveMarketing, unsubscribeLinks } from "@/lib/leads/unsubscribe";
import { enqueueEmail } from "@/lib/mail/outbox";
import { fill } from "@/lib/staff/team";

export const CONSENT_NOTICE_TAG = "marketing-consent-notice";

function yearsBefore(date: Date, years: number): Date {
  const before = new Date(date);
  before.setUTCFullYear(before.getUTCFullYear() - years);
  return before;
}

interface Consent {
  consentAt: Date;
  locale: Locale;
}

/**
 * The standing advertising consents, one per address, with the date of the latest: a confirmed
 * newsletter address (its language), and a form's optional opt-in (the language of the page it was
 * sent from). Whether each still stands after a withdrawal is mayReceiveMarketing's rule.
 */
async function consents(prisma: PrismaClient, givenBy: Date): Promise<Map<string, Consent>> {
  const found = new Map<string, Consent>();
  const subscribers = await prisma.newsletterSubscriber.findMany({
    where: { status: "confirmed", consentAt: { lte: givenBy } },
    select: { email: true, consentAt: true, locale: true },
  });
  for (const { email, consentAt, locale } of subscribers) {
    found.set(email, { consentAt, locale: locale === "en" ? "en" : "ko" });
  }
  const entries = await prisma.submission.findMany({
    where: { marketingConsent: true, isSpam: false, kind: { not: "newsletter" }, consentedAt: { not: null } },
    select: { email: true, consentedAt: true, landingPage: true },
    orderBy: { consentedAt: "asc" },
  });
  for (const { email, consentedAt, landingPage } of entries) {
    const address = email.toLowerCase();
    const known = found.get(address);
    if (!consentedAt || (known && known.consentAt >= consentedAt)) continue;
    const locale = known?.locale ?? (/^\/en(\/|\?|$)/.test(landingPage ?? "") ? "en" : "ko");
    found.set(address, { consentAt: consentedAt, locale });
  }
  // The latest consent counts: an address that agreed again less than two years ago is not due.
  for (const [address, consent] of found) if (consent.consentAt > givenBy) found.delete(address);
  return found;
}

/**
 * The two-yearly notice (정보통신망법 시행령 제62조의3): every address whose advertising consent, or
 * whose last notice, is two years old gets an e-mail through the outbox, in its language, with the
 * date it agreed and the one-click unsubscribe link; MarketingConsentNotice records it in the same
 * transaction, so the next one is due two years later. Returns how many were queued.
 */
export async function sendConsentNotices(prisma: PrismaClient, now = new Date()): Promise<number> {
  const twoYearsAgo = yearsBefore(now, 2);
  let queued = 0;
  for (const [email, consent] of await consents(prisma, twoYearsAgo)) {
    const last = await prisma.marketingConsentNotice.findUnique({ where: { email } });
    if (last && last.sentAt > twoYearsAgo) continue;
    if (!(await mayReceiveMarketing(prisma, email))) continue;
    const { forms } = await loadMessages(consent.locale);
    await prisma.$transaction(async (tx) => {
      const unsubscribe = await unsubscribeLinks(tx, email, consent.locale);
      const values = { consentDate: consentDate(consent.consentAt, consent.locale), unsubscribeUrl: unsubscribe.page };
      await enqueueEmail(tx, {
        to: email,
        subject: fill(forms.marketingNotice.subject, values),
        text: fill(forms.marketingNotice.text, values),
        tag: CONSENT_NOTICE_TAG,
        headers: unsubscribe.headers,
      });
      const data = { consentAt: consent.consentAt, sentAt: now };
      await tx.marketingConsentNotice.upsert({ where: { email }, create: { email, ...data }, update: data });
    });
    queued += 1;
  }
  return queued;
}
