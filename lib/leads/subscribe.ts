import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import type { Locale } from "@/lib/i18n/routing";
import type { NewsletterValues } from "@/lib/validation/newsletter";
import { isHoneypotFilled } from "@/lib/validation/fields";
import { retryOnUniqueRace } from "./retry-unique";
import { recordSubmission, subscriberEntry } from "@/lib/submissions/record";
import { provenanceOf } from "@/lib/submissions/provenance";
import { saveLead } from "./save-lead";

/** The sheet under which newsletter honeypot hits are kept, flagged as spam, for marketing to see. */
export const NEWSLETTER_SPAM_SHEET = "Newsletter";

/**
 * POST /api/subscribe: records the address with the time of consent, and its inbox entry with the
 * consent (the notice's version and time) and the visit's attribution, as every form's entry keeps them. Subscribing twice keeps the
 * first row (the address is unique), so a retry is harmless. A honeypot hit gets the response of a new
 * subscription and is stored as a lead row flagged as spam, not in the subscriber list, where it
 * would hold the address against the real person.
 */
export async function subscribeToNewsletter(prisma: PrismaClient, values: NewsletterValues, locale: Locale) {
  // The form asks no separate marketing opt-in: the newsletter is the message agreed to.
  const provenance = { ...provenanceOf(values, new Date()), marketingConsent: null };
  if (isHoneypotFilled(values.homepage)) {
    const fields = { email: values.email, homepage: String(values.homepage ?? "") };
    await prisma.$transaction((tx) => saveLead(tx, { sheet: NEWSLETTER_SPAM_SHEET, fields, provenance, isSpam: true }));
    return { created: true };
  }
  const email = values.email.toLowerCase();
  return retryOnUniqueRace(async () => {
    const existing = await prisma.newsletterSubscriber.findUnique({ where: { email } });
    if (existing) return { created: false };
    await prisma.$transaction(async (tx) => {
      const subscriber = await tx.newsletterSubscriber.create({
        data: { email, consentAt: provenance.consentedAt ?? new Date(), locale },
      });
      await recordSubmission(tx, { ...subscriberEntry(subscriber), ...provenance });
    });
    return { created: true };
  });
}
