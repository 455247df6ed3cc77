import "server-only";
import { recordAccess } from "@/lib/access-log/record";
import { db } from "@/lib/db/client";
import { conflict, HttpError, notFound } from "@/lib/http/errors";
import type { Messages } from "@/lib/i18n/messages";
import { kickOutbox } from "@/lib/mail/start";
import { fill } from "@/lib/staff/team";
import { createAccount } from "./accounts";
import { staffAuth } from "./auth";
import { inviteMail } from "./password-links";
import { accountLock, unlockAccount } from "./sign-in-limits";
import { enqueueEmail } from "@/lib/mail/outbox";
import type { StaffRole } from "./roles";
import type { StaffIdentity } from "./staff-identity";

type AccountErrors = Messages["staff"]["accountErrors"];

/** An account as the accounts page lists it. */
export interface AccountRow {
  id: string;
  name: string;
  email: string;
  role: string | null;
  state: "active" | "invited" | "disabled";
  twoFactor: boolean;
  createdAt: Date;
  /** Seconds its sign-in stays locked by failed attempts (lib/auth/sign-in-limits.ts); null when not locked. */
  lockedSeconds: number | null;
}

/** Every account, admins first, then by e-mail; "invited" until its owner has set a password. */
export async function listAccounts(): Promise<AccountRow[]> {
  const rows = await db().staffUser.findMany({
    orderBy: [{ email: "asc" }],
    include: { staffcredentials: { select: { password: true } } },
  });
  const locks = await Promise.all(rows.map((row) => accountLock(row.email)));
  return rows
    .map((row, i) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      state: row.banned
        ? ("disabled" as const)
        : row.staffcredentials.some((credential) => credential.password)
          ? ("active" as const)
          : ("invited" as const),
      twoFactor: Boolean(row.twoFactorEnabled),
      createdAt: row.createdAt,
      lockedSeconds: locks[i]?.secondsLeft ?? null,
    }))
    .sort((a, b) => Number(b.role === "admin") - Number(a.role === "admin"));
}

/** An admin invites `email` with `role`: the account (no password), its invite mail and its log row. 409 if it exists. */
export async function inviteAccount(
  request: Request,
  admin: StaffIdentity,
  input: { email: string; role: StaffRole },
  errors: AccountErrors,
): Promise<{ id: string }> {
  const email = input.email.toLowerCase();
  if (await db().staffUser.findUnique({ where: { email } })) {
    const message = fill(errors.exists, { address: email });
    throw conflict(message, { email: [message] });
  }
  const user = await createAccount(staffAuth(), { email, role: input.role }, request.headers);
  const mail = await inviteMail({ id: user.id, email, role: input.role }, admin.name);
  await db().$transaction(async (tx) => {
    await enqueueEmail(tx, mail);
    await recordAccess(
      request,
      {
        accountId: admin.accountId,
        email: admin.email,
        action: "account.create",
        target: email,
        detail: { role: input.role },
      },
      tx,
    );
  });
  kickOutbox();
  return { id: user.id };
}

/** A new invite link for an account that has not set its password yet (the first ran out or was lost). */
export async function resendInvite(
  request: Request,
  admin: StaffIdentity,
  accountId: string,
  errors: AccountErrors,
): Promise<void> {
  const account = (await listAccounts()).find((row) => row.id === accountId);
  if (!account) throw notFound(errors.notFound);
  if (account.state === "disabled") throw conflict(errors.isDisabled);
  if (account.state === "active") throw conflict(errors.hasPassword);
  const mail = await inviteMail(account, admin.name);
  await db().$transaction(async (tx) => {
    await enqueueEmail(tx, mail);
    await recordAccess(
      request,
      { accountId: admin.accountId, email: admin.email, action: "account.invite", target: account.email },
      tx,
    );
  });
  kickOutbox();
}

/** An admin lifts the sign-in lock that failed attempts put on an account; logged even when it was not locked. */
export async function unlockSignIn(
  request: Request,
  admin: StaffIdentity,
  accountId: string,
  errors: AccountErrors,
): Promise<void> {
  const account = await db().staffUser.findUnique({ where: { id: accountId }, select: { email: true } });
  if (!account) throw notFound(errors.notFound);
  await unlockAccount(account.email);
  await recordAccess(request, {
    accountId: admin.accountId,
    email: admin.email,
    action: "account.unlock",
    target: account.email,
  });
}

/**
 * An admin changes an account's role, or disables / enables it. The last enabled admin can neither
 * lose the role nor be disabled (409). The check and the change are one transaction that first locks
 * every admin row, so two admins demoting each other at once cannot leave none. Disabling deletes
 * every session of the account: it is signed out at its next request on every instance. Each change
 * is one access-log row.
 */
export async function changeAccount(
  request: Request,
  admin: StaffIdentity,
  accountId: string,
  change: { role?: StaffRole | undefined; disabled?: boolean | undefined },
  errors: AccountErrors,
): Promise<void> {
  if (change.disabled === true && accountId === admin.accountId) throw new HttpError(409, errors.self);
  const done = await db().$transaction(async (tx) => {
    // A write to every admin row: on PostgreSQL a row lock held to the commit (SQLite runs one write transaction at a time).
    await tx.staffUser.updateMany({ where: { role: "admin" }, data: { updatedAt: new Date() } });
    const target = await tx.staffUser.findUnique({ where: { id: accountId } });
    if (!target) throw notFound(errors.notFound);
    const demoted = change.role !== undefined && change.role !== "admin" && target.role === "admin";
    if (demoted || (change.disabled === true && target.role === "admin")) {
      const others = await tx.staffUser.count({
        where: { role: "admin", id: { not: accountId }, OR: [{ banned: false }, { banned: null }] },
      });
      if (others === 0) throw conflict(errors.lastAdmin);
    }
    const actions: {
      action: "account.role" | "account.disable" | "account.enable";
      detail?: { from: string; to: string };
    }[] = [];
    if (change.role !== undefined && change.role !== target.role) {
      await tx.staffUser.update({ where: { id: accountId }, data: { role: change.role } });
      actions.push({ action: "account.role", detail: { from: target.role ?? "", to: change.role } });
    }
    if (change.disabled === true && !target.banned) {
      await tx.staffUser.update({
        where: { id: accountId },
        data: { banned: true, banReason: `disabled by ${admin.email}`, banExpires: null },
      });
      await tx.staffSession.deleteMany({ where: { userId: accountId } });
      actions.push({ action: "account.disable" });
    }
    if (change.disabled === false && target.banned) {
      await tx.staffUser.update({
        where: { id: accountId },
        data: { banned: false, banReason: null, banExpires: null },
      });
      actions.push({ action: "account.enable" });
    }
    return { email: target.email, actions };
  });
  for (const { action, detail } of done.actions)
    await recordAccess(request, {
      accountId: admin.accountId,
      email: admin.email,
      action,
      target: done.email,
      ...(detail ? { detail } : {}),
    });
}
