import "server-only";
import type { PrismaClient, PrivacyRequest } from "@/lib/db/generated/client";
import { z } from "@/lib/validation/z";

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

export const privacyRequestChangeSchema = (message: string) =>
  z.object({ status: z.enum(["open", "answered"], { error: message }) });

/**
 * Marks a verified request answered (with who and when) or open again. Null for an unknown id or a
 * request not verified yet; otherwise the status it had.
 */
export async function setPrivacyRequestStatus(
  prisma: PrismaClient,
  id: number,
  status: "open" | "answered",
  staffEmail: string,
): Promise<{ from: string } | null> {
  const row = await prisma.privacyRequest.findUnique({ where: { id } });
  if (!row || row.status === "pending") return null;
  await prisma.privacyRequest.update({
    where: { id },
    data:
      status === "answered"
        ? { status, answeredAt: new Date(), answeredBy: staffEmail }
        : { status, answeredAt: null, answeredBy: null },
  });
  return { from: row.status };
}
