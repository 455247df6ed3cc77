import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import { retryOnUniqueRace } from "@/lib/db/unique-violation";
import { localeOrDefault } from "@/lib/i18n/paths";
import { queueConsentResult } from "@/lib/leads/unsubscribe";

/**
 * Stops all marketing to an address at the person's request (PIPA art. 37): its newsletter
 * subscription ends and the suppression list holds it from now, so `mayReceiveMarketing()` is false
 * even for a form's opt-in ticked before today, and the person is told the result (정보통신망법 art.
 * 50(7)). Returns whether the address was already suppressed.
 */
export async function stopMarketing(prisma: PrismaClient, email: string): Promise<{ wasSuppressed: boolean }> {
  const address = email.toLowerCase();
  const now = new Date();
  return retryOnUniqueRace(() =>
    prisma.$transaction(async (tx) => {
      await tx.newsletterSubscriber.updateMany({
        where: { email: address, status: { not: "withdrawn" } },
        data: { status: "withdrawn", withdrawnAt: now, confirmTokenHash: null },
      });
      const before = await tx.marketingSuppression.findUnique({ where: { email: address } });
      const subscriber = await tx.newsletterSubscriber.findUnique({ where: { email: address } });
      await tx.marketingSuppression.upsert({
        where: { email: address },
        create: { email: address, withdrawnAt: now },
        update: { withdrawnAt: now },
      });
      const locale = localeOrDefault(subscriber?.locale);
      await queueConsentResult(tx, { email: address, locale, result: "withdrawn", at: now });
      return { wasSuppressed: before !== null };
    }),
  );
}
