import type { Prisma } from "@/lib/db/generated/client";
import type { PrismaClient } from "@/lib/db/create-client";

/** The staffVerification row of a move to a new phone begun and not yet confirmed (lib/auth/two-factor.ts). */
export const pendingMoveIdentifier = (accountId: string) => `two-factor-move:${accountId}`;

export type ResetOutcome =
  { kind: "done"; email: string; role: string | null } | { kind: "missing" } | { kind: "off"; email: string };

/**
 * Takes an account's two-step sign-in away, for an owner who lost the phone and the recovery codes:
 * the secret, the codes and any move begun are deleted and every session of the account with them,
 * so it is signed out everywhere; an admin must set it up again at the next sign-in (mustSetUpTwoFactor).
 * One transaction with `record`'s access-log row. The route (another admin) and `npm run
 * staff:reset-two-factor` (the last admin) both come here.
 */
export async function clearTwoFactor(
  prisma: PrismaClient,
  accountId: string,
  record: (tx: Prisma.TransactionClient, email: string) => Promise<unknown>,
): Promise<ResetOutcome> {
  return prisma.$transaction(async (tx) => {
    const account = await tx.staffUser.findUnique({
      where: { id: accountId },
      select: { email: true, role: true, twoFactorEnabled: true, _count: { select: { stafftwofactors: true } } },
    });
    if (!account) return { kind: "missing" };
    if (!account.twoFactorEnabled && account._count.stafftwofactors === 0) return { kind: "off", email: account.email };
    await tx.staffUser.update({ where: { id: accountId }, data: { twoFactorEnabled: false } });
    await tx.staffTwoFactor.deleteMany({ where: { userId: accountId } });
    await tx.staffVerification.deleteMany({ where: { identifier: pendingMoveIdentifier(accountId) } });
    await tx.staffSession.deleteMany({ where: { userId: accountId } });
    await record(tx, account.email);
    return { kind: "done", email: account.email, role: account.role };
  });
}
