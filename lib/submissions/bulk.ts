import "server-only";
import type { RequestHeaders } from "@/lib/access-log/record";
import type { StaffIdentity } from "@/lib/auth/staff-identity";
import type { PrismaClient } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import type { Messages } from "@/lib/i18n/messages";
import type { SubmissionChange } from "./changes";
import { kindSchema, type SubmissionRef } from "./kinds";
import { changeSubmission } from "./update";

/**
 * Gives every selected row ("kind/id") the same status, owner, follow-up date or spam flag, each row audited and logged as if
 * changed on its own page. 404 before anything changes when a row does not exist.
 */
export async function changeSelected(
  prisma: PrismaClient,
  request: RequestHeaders,
  items: string[],
  change: Pick<SubmissionChange, "status" | "owner" | "followUp" | "spam">,
  staff: StaffIdentity,
  context: { errors: Messages["staff"]["errors"]; timeZone: string },
): Promise<{ changed: number; mailed: boolean }> {
  const refs: SubmissionRef[] = [...new Set(items)].map((item) => {
    const [kind, id] = item.split("/");
    const parsed = kindSchema.safeParse(kind);
    if (!parsed.success) throw notFound(context.errors.notFound);
    return { kind: parsed.data, sourceId: Number(id) };
  });
  const found = await prisma.submission.count({
    where: { OR: refs.map((ref) => ({ kind: ref.kind, sourceId: ref.sourceId })) },
  });
  if (found !== refs.length) throw notFound(context.errors.notFound);
  let mailed = false;
  for (const ref of refs) {
    const result = await changeSubmission(prisma, request, ref, change, staff, context);
    mailed ||= result.mailed;
  }
  return { changed: refs.length, mailed };
}
