import type { PrismaClient } from "@/lib/db/generated/client";
import type { FormLocale } from "@/lib/validation/translate";
import type { NewsletterValues } from "@/lib/validation/newsletter";
import { isHoneypotFilled } from "@/lib/validation/fields";
import { retryOnUniqueRace } from "./retry-unique";

/**
 * POST /api/subscribe: records the address with the time of consent. Subscribing twice keeps the
 * first row (the address is unique), so a retry is harmless. A honeypot hit stores nothing.
 */
export async function subscribeToNewsletter(prisma: PrismaClient, values: NewsletterValues, locale: FormLocale) {
  if (isHoneypotFilled(values.homepage)) return { created: false };
  const email = values.email.toLowerCase();
  return retryOnUniqueRace(async () => {
    const existing = await prisma.newsletterSubscriber.findUnique({ where: { email } });
    if (existing) return { created: false };
    await prisma.newsletterSubscriber.create({ data: { email, consentAt: new Date(), locale } });
    return { created: true };
  });
}
