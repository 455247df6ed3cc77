import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";

/** The accounts a lead can be given to: enabled marketing and admin accounts, by name. */
export function assignableAccounts(prisma: PrismaClient): Promise<{ id: string; name: string }[]> {
  return prisma.staffUser.findMany({
    where: { role: { in: ["marketing", "admin"] }, OR: [{ banned: false }, { banned: null }] },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
}
