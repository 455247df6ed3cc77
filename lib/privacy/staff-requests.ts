import "server-only";
import type { PrismaClient, PrivacyRequest } from "@/lib/db/generated/client";

/** The back office's list: verified requests only (a pending one is not a request yet), open first, soonest due first. */
export async function listPrivacyRequests(prisma: PrismaClient): Promise<PrivacyRequest[]> {
  const rows = await prisma.privacyRequest.findMany({
    where: { status: { in: ["open", "answered"] } },
    orderBy: [{ dueAt: "asc" }, { id: "asc" }],
  });
  return [...rows.filter((row) => row.status === "open"), ...rows.filter((row) => row.status === "answered").reverse()];
}

/** An open request past its due date. */
export const isOverdue = (row: Pick<PrivacyRequest, "status" | "dueAt">, now = new Date()) =>
  row.status === "open" && row.dueAt !== null && row.dueAt.getTime() < now.getTime();

/** The dashboard's card for admins: how many requests are open, and the soonest due (overdue ones counted). */
export async function openPrivacyRequests(prisma: PrismaClient, now = new Date()) {
  const where = { status: "open" as const };
  const [open, overdue, next] = await Promise.all([
    prisma.privacyRequest.count({ where }),
    prisma.privacyRequest.count({ where: { ...where, dueAt: { lt: now } } }),
    prisma.privacyRequest.findFirst({ where: { ...where, dueAt: { not: null } }, orderBy: { dueAt: "asc" } }),
  ]);
  return { open, overdue, nextDue: next?.dueAt ?? null };
}

/** One verified request (the request's page), or null for an unknown id or a request not verified yet. */
export async function findPrivacyRequest(prisma: PrismaClient, id: number): Promise<PrivacyRequest | null> {
  const row = Number.isSafeInteger(id) ? await prisma.privacyRequest.findUnique({ where: { id } }) : null;
  return row && row.status !== "pending" ? row : null;
}
