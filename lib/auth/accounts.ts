import { randomBytes } from "node:crypto";
import { localizedPath } from "@/lib/i18n/paths";
import { staffPaths } from "@/lib/staff/urls";
import type { Locale } from "@/lib/i18n/routing";
import { RESET_TTL_SECONDS, type StaffAuth } from "./create-auth";
import type { StaffRole } from "./roles";

/** An invite link's life: 72 hours. */
export const INVITE_TTL_SECONDS = 72 * 60 * 60;

/** An invite (set a password and a name) or a password reset (set a new password). */
export type PasswordLinkKind = "invite" | "reset";

/** The address an invite or reset link opens: the page where the account sets its password (and, invited, its name). */
export const passwordPagePath = (locale: Locale, kind: PasswordLinkKind, token: string) =>
  `${localizedPath(locale, kind === "invite" ? staffPaths.welcome : staffPaths.resetPassword)}?token=${encodeURIComponent(token)}`;

/** The name an account shows until its owner sets one: the e-mail's local part. */
export const provisionalName = (email: string) => email.split("@")[0] || email;

/**
 * Makes an account (no password yet unless `password` is given). Called by the command line (no
 * session: better-auth allows it on the server) and by an admin's request (`headers`: better-auth
 * checks that the session is an admin's).
 */
export async function createAccount(
  auth: StaffAuth,
  input: { email: string; role: StaffRole; name?: string; password?: string },
  headers?: Headers,
) {
  const { user } = await auth.api.createUser({
    body: {
      email: input.email.toLowerCase(),
      name: input.name ?? provisionalName(input.email),
      role: input.role,
      ...(input.password ? { password: input.password } : {}),
    },
    ...(headers ? { headers } : {}),
  });
  return user;
}

/** better-auth's key of a password link's one-time row (it stores the key's hash, never the token). */
export const passwordLinkKey = (token: string) => `reset-password:${token}`;

/**
 * The kind a token was made for: its first word. The row is keyed by the whole token, so the word
 * cannot be changed, and a reset link cannot be posted as an invite (which also sets the name).
 * Tokens made before the word was added count as resets.
 */
export const passwordLinkKind = (token: string): PasswordLinkKind => (token.startsWith("invite-") ? "invite" : "reset");

/**
 * A one-time link token that lets the account set its password: better-auth's own reset token (its
 * row keyed by the token's hash, consumed by auth.api.resetPassword), valid 72 hours for an invite
 * and one hour for a reset.
 */
export async function createPasswordToken(
  auth: StaffAuth,
  accountId: string,
  kind: PasswordLinkKind,
  now = new Date(),
): Promise<string> {
  const context = await auth.$context;
  const token = `${kind}-${randomBytes(24).toString("base64url")}`;
  const seconds = kind === "invite" ? INVITE_TTL_SECONDS : RESET_TTL_SECONDS;
  await context.internalAdapter.createVerificationValue({
    identifier: passwordLinkKey(token),
    value: accountId,
    expiresAt: new Date(now.getTime() + seconds * 1000),
  });
  return token;
}
