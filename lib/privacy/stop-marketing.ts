import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import { retryOnUniqueRace } from "@/lib/db/unique-violation";

/**
 * Stops all marketing to an address at the person's request (PIPA art. 37): its newsletter
 * subscription ends and the suppression list holds it from now, so `mayReceiveMarketing()` is false
 * even for a form's opt-in ticked before today (unlike a repeated unsubscribe link, which keeps the
 * first date). Returns whether the address was already suppressed.
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
      await tx.marketingSuppression.upsert({
        where: { email: address },
        create: { email: address, withdrawnAt: now },
        update: { withdrawnAt: now },
      });
      return { wasSuppressed: before !== null };
    }),
  );
}
