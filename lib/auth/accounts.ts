import { randomBytes } from "node:crypto";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import type { StaffAuth } from "./create-auth";
import type { StaffRole } from "./roles";

/** An invite link's life: 72 hours. */
export const INVITE_TTL_SECONDS = 72 * 60 * 60;

/** The address an invite or reset link opens: the page where the account sets its password (and, invited, its name). */
export const passwordPagePath = (locale: Locale, kind: "invite" | "reset", token: string) =>
  `${localizedPath(locale, kind === "invite" ? "/staff/welcome" : "/staff/reset-password")}?token=${encodeURIComponent(token)}`;

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

/**
 * A one-time link token that lets the account set its password: better-auth's own reset token (its
 * row keyed by the token's hash, consumed on use), here valid for 72 hours instead of one.
 */
export async function createInviteToken(auth: StaffAuth, accountId: string, now = new Date()): Promise<string> {
  const context = await auth.$context;
  const token = randomBytes(24).toString("base64url");
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: accountId,
    expiresAt: new Date(now.getTime() + INVITE_TTL_SECONDS * 1000),
  });
  return token;
}
