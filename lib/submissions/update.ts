import "server-only";
import { recordStaffAccess, type RequestHeaders } from "@/lib/access-log/record";
import type { StaffIdentity } from "@/lib/auth/staff-identity";
import type { PrismaClient } from "@/lib/db/generated/client";
import { badRequest, HttpError, notFound } from "@/lib/http/errors";
import type { Messages } from "@/lib/i18n/messages";
import type { SubmissionChange } from "./changes";
import type { SubmissionRef } from "./kinds";
import { ownerMail } from "./owner-mail";
import { dayStart, localDay } from "@/lib/i18n/time-zone";
import { enqueueEmail, type Tx } from "@/lib/mail/outbox";

/** Roles a lead can be assigned to: marketing, and admins (who may do everything). */
const OWNER_ROLES = ["marketing", "admin"];

/** The accounts a lead can be given to: enabled marketing and admin accounts, by name. */
export function assignableAccounts(prisma: PrismaClient): Promise<{ id: string; name: string }[]> {
  return prisma.staffUser.findMany({
    where: { role: { in: OWNER_ROLES }, OR: [{ banned: false }, { banned: null }] },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
}

/** The inbox's owner filter's accounts: those a lead can be given to, and anyone still holding leads (a disabled colleague's). */
export function ownerFilterAccounts(prisma: PrismaClient): Promise<{ id: string; name: string }[]> {
  return prisma.staffUser.findMany({
    where: {
      OR: [
        { role: { in: OWNER_ROLES }, OR: [{ banned: false }, { banned: null }] },
        { ownedSubmissions: { some: {} } },
      ],
    },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
}

/** The account named as a new owner, if it is an enabled marketing (or admin) account; otherwise 400. */
async function ownerAccount(tx: Tx, id: string, errors: Messages["staff"]["errors"]) {
  const account = await tx.staffUser.findUnique({ where: { id } });
  if (!account || account.banned || !OWNER_ROLES.includes(account.role ?? "")) {
    throw badRequest(errors.ownerAccount, { owner: [errors.ownerAccount] });
  }
  return account;
}

export const AUDIT_ACTIONS = [
  "status",
  "spam",
  "note",
  "resend",
  "owner",
  "followUp",
  "reply",
  "confirmation",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Applies a staff change in one transaction, with one append-only audit row per changed thing
 * (when, who, what, old → new) and its access-log row (account, address). Setting the value a
 * submission already has changes and logs nothing.
 */
export async function changeSubmission(
  prisma: PrismaClient,
  request: RequestHeaders,
  ref: SubmissionRef,
  change: SubmissionChange,
  staff: StaffIdentity,
  context: { errors: Messages["staff"]["errors"]; timeZone: string },
): Promise<{ mailed: boolean }> {
  const actor = staff.name;
  const target = `${ref.kind}/${ref.sourceId}`;
  const { errors, timeZone } = context;
  let mailed = false;
  await prisma.$transaction(async (tx) => {
    const current = await tx.submission.findUnique({
      where: { kind_sourceId: { kind: ref.kind, sourceId: ref.sourceId } },
      include: { owner: true },
    });
    if (!current) throw notFound(errors.notFound);
    const at = new Date();
    const audit = (action: AuditAction, oldValue: string | null, newValue: string | null) =>
      tx.submissionAudit.create({ data: { submissionId: current.id, at, actor, action, oldValue, newValue } });
    if (change.status !== undefined && change.status !== current.status) {
      await tx.submission.update({
        where: { id: current.id },
        data: { status: change.status, statusChangedAt: at, statusChangedBy: actor },
      });
      await audit("status", current.status, change.status);
      const detail = { from: current.status, to: change.status };
      await recordStaffAccess(request, staff, { action: "submission.status", target, detail }, tx);
    }
    if (change.spam !== undefined && change.spam !== current.isSpam) {
      await tx.submission.update({ where: { id: current.id }, data: { isSpam: change.spam } });
      await audit("spam", String(current.isSpam), String(change.spam));
      const detail = { from: current.isSpam, to: change.spam };
      await recordStaffAccess(request, staff, { action: "submission.spam", target, detail }, tx);
    }
    if (change.owner !== undefined && change.owner !== current.ownerId) {
      const owner = change.owner === null ? null : await ownerAccount(tx, change.owner, errors);
      await tx.submission.update({ where: { id: current.id }, data: { ownerId: owner?.id ?? null } });
      await audit("owner", current.owner?.name ?? null, owner?.name ?? null);
      const detail = { from: current.owner?.email ?? null, to: owner?.email ?? null };
      await recordStaffAccess(request, staff, { action: "submission.owner", target, detail }, tx);
      // The new owner hears of it by e-mail, unless they took the lead themselves.
      if (owner && owner.id !== staff.accountId) {
        const followUpAt =
          change.followUp === undefined
            ? current.followUpAt
            : change.followUp === null
              ? null
              : dayStart(change.followUp, timeZone);
        await enqueueEmail(tx, await ownerMail({ ...current, followUpAt }, owner, actor));
        mailed = true;
      }
    }
    if (change.followUp !== undefined) {
      const before = current.followUpAt && localDay(current.followUpAt, timeZone);
      if (change.followUp !== before) {
        const followUpAt = change.followUp === null ? null : dayStart(change.followUp, timeZone);
        await tx.submission.update({ where: { id: current.id }, data: { followUpAt } });
        await audit("followUp", before, change.followUp);
        const detail = { from: before, to: change.followUp };
        await recordStaffAccess(request, staff, { action: "submission.follow-up", target, detail }, tx);
      }
    }
    if (change.note !== undefined) {
      await tx.submissionNote.create({
        data: { submissionId: current.id, body: change.note, author: actor, createdAt: at },
      });
      await audit("note", null, change.note);
      await recordStaffAccess(request, staff, { action: "submission.note", target }, tx);
    }
  });
  return { mailed };
}

/**
 * Puts a failed notification of the submission back in the outbox queue, due now (its attempts
 * kept), and logs it. 409 unless it belongs to the submission and has failed.
 */
export async function resendNotification(
  prisma: PrismaClient,
  request: RequestHeaders,
  ref: SubmissionRef,
  outboxId: number,
  staff: StaffIdentity,
  messages: { notFound: string; notFailed: string },
): Promise<void> {
  const actor = staff.name;
  await prisma.$transaction(async (tx) => {
    const current = await tx.submission.findUnique({
      where: { kind_sourceId: { kind: ref.kind, sourceId: ref.sourceId } },
    });
    if (!current) throw notFound(messages.notFound);
    const { count } = await tx.outboxMessage.updateMany({
      where: { id: outboxId, submissionId: current.id, status: "failed" },
      data: { status: "pending", nextAttemptAt: new Date(), lockedUntil: null },
    });
    if (count !== 1) throw new HttpError(409, messages.notFailed);
    await tx.submissionAudit.create({
      data: { submissionId: current.id, actor, action: "resend", oldValue: "failed", newValue: String(outboxId) },
    });
    const target = `${ref.kind}/${ref.sourceId}`;
    await recordStaffAccess(request, staff, { action: "submission.resend", target, detail: { outboxId } }, tx);
  });
}
