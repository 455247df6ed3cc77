import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { APIError } from "better-auth";
import { recordAccess } from "@/lib/access-log/record";
import { brand } from "@/lib/config/brand";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/rate-limit";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { enqueueEmail, type EmailInput } from "@/lib/mail/outbox";
import { kickOutbox } from "@/lib/mail/start";
import { fill } from "@/lib/staff/team";
import {
  createPasswordToken,
  passwordLinkKey,
  passwordLinkKind,
  passwordPagePath,
  type PasswordLinkKind,
} from "./accounts";
import { staffAuth } from "./auth";
import { countResetRequest, unlockAccount } from "./sign-in-limits";

type AccountErrors = Messages["staff"]["accountErrors"];

/** The account a password link of `kind` opens, while the link is unused and in time; otherwise null. */
export async function passwordLinkAccount(token: string, kind: PasswordLinkKind) {
  if (!token || passwordLinkKind(token) !== kind) return null;
  const context = await staffAuth().$context;
  const row = await context.internalAdapter.findVerificationValue(passwordLinkKey(token));
  if (!row || row.expiresAt < new Date()) return null;
  const account = await db().staffUser.findUnique({ where: { id: row.value } });
  return account && !account.banned ? account : null;
}

const linkUrl = (locale: Locale, kind: PasswordLinkKind, token: string) =>
  new URL(passwordPagePath(locale, kind, token), env().SITE_URL).toString();

/**
 * The invite of `account`, in the team's language: a one-time link, valid 72 hours, where its owner
 * sets a name and a password. The link's row is written now (outside any transaction: better-auth
 * has its own connection); the caller queues the mail with the access-log row of the change.
 */
export async function inviteMail(
  account: { id: string; email: string; role: string | null },
  inviter: string,
): Promise<EmailInput> {
  const locale = env().TEAM_LOCALE;
  const { staff } = await loadMessages(locale);
  const token = await createPasswordToken(staffAuth(), account.id, "invite");
  const role = staff.roles[account.role as keyof typeof staff.roles] ?? account.role ?? "";
  const values = {
    company: brand.companyName,
    inviter,
    role,
    address: account.email,
    url: linkUrl(locale, "invite", token),
  };
  return {
    to: account.email,
    subject: fill(staff.accountMail.inviteSubject, values),
    text: fill(staff.accountMail.inviteText, values),
    tag: "staff-invite",
  };
}

/**
 * "Forgot your password": counted per address (lib/auth/sign-in-limits.ts: five in 15 minutes), then, if the
 * address has an enabled account, a one-hour link is queued in the page's language. The caller learns
 * nothing about which addresses have accounts: the response is the same either way, and so is the work
 * behind it, hence its time: a link row (for an address without an account it opens nothing and dies
 * within the hour), the mail's text, and one transaction with the access-log row (the mail queued only
 * for an account). The one insert that differs (the mail) and a busy moment are covered by answering
 * no sooner than RESET_ANSWER_MS after the count.
 */
export async function requestPasswordReset(request: Request, email: string, locale: Locale): Promise<void> {
  await countResetRequest(clientIp(request));
  const answerAt = performance.now() + RESET_ANSWER_MS;
  try {
    await queueResetLink(request, email, locale);
  } finally {
    await sleep(Math.max(0, answerAt - performance.now()));
  }
}

/** Well above the work's usual 5-30 ms, short enough that nobody notices the wait. */
const RESET_ANSWER_MS = 150;

async function queueResetLink(request: Request, email: string, locale: Locale): Promise<void> {
  const address = email.toLowerCase();
  const found = await db().staffUser.findUnique({ where: { email: address } });
  const account = found && !found.banned ? found : null;
  const { staff } = await loadMessages(locale);
  const token = await createPasswordToken(staffAuth(), account?.id ?? "", "reset");
  const values = { company: brand.companyName, address, url: linkUrl(locale, "reset", token) };
  const mail = {
    to: address,
    subject: fill(staff.accountMail.resetSubject, values),
    text: fill(staff.accountMail.resetText, values),
    tag: "staff-reset",
  };
  await db().$transaction(async (tx) => {
    if (account) await enqueueEmail(tx, mail);
    await recordAccess(
      request,
      { accountId: account?.id ?? null, email: address, action: "account.reset-request" },
      tx,
    );
  });
  kickOutbox();
}

/**
 * Sets the password of the account a link opens (an invite also sets the name shown in the history;
 * the link's own kind decides which, not the form's),
 * through better-auth, which consumes the link in the same transaction (a link works once, even when
 * sent twice at the same moment) and signs the account out everywhere. Then every other link of the
 * account dies too, and its sign-in lock is lifted. 410 for a link that is unknown, used, late or made for the other form.
 */
export async function setPasswordFromLink(
  request: Request,
  input: { kind: PasswordLinkKind; token: string; password: string; name?: string | undefined },
  errors: AccountErrors,
): Promise<void> {
  const gone = new HttpError(410, errors.linkUsed);
  const account = await passwordLinkAccount(input.token, input.kind);
  if (!account) throw gone;
  if (input.kind === "invite" && !input.name) throw new HttpError(400, errors.name, { name: [errors.name] });
  const auth = staffAuth();
  try {
    await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) throw gone;
    throw error;
  }
  await db().$transaction(async (tx) => {
    if (input.kind === "invite" && input.name) {
      await tx.staffUser.update({ where: { id: account.id }, data: { name: input.name } });
    }
    // Its other links (an earlier invite, a reset asked for meanwhile) would set the password again.
    await tx.staffVerification.deleteMany({ where: { value: account.id } });
    await recordAccess(
      request,
      { accountId: account.id, email: account.email, action: "account.password", detail: { via: input.kind } },
      tx,
    );
  });
  // Whoever opened the link owns the mailbox: the failures that locked the account no longer hold it.
  await unlockAccount(account.email);
}
