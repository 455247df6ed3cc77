import { prismaAdapter } from "@better-auth/prisma-adapter";
import { betterAuth } from "better-auth";
// The two plugins by their own paths: "better-auth/plugins" loads every plugin (a second per Jest test file).
import { admin } from "better-auth/plugins/admin";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { PrismaClient } from "@/lib/db/create-client";
import { providerOf } from "@/lib/db/create-client";
import { hashedSessionTokens } from "./hashed-session-tokens";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./account-rules";
import { generateRecoveryCodes } from "./recovery-codes";
import { accessControl, accessRoles } from "./roles";

/** Session length: one working day, not extended by use (as before accounts). */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** A password reset link's life; an invite's is INVITE_TTL_SECONDS (lib/auth/accounts.ts). */
export const RESET_TTL_SECONDS = 60 * 60;
/** The session cookie over HTTPS: __Host- makes the browser refuse it without Secure, with a Domain or another Path. */
export const SECURE_COOKIE = "__Host-staff";
/** Over plain http (a laptop), where browsers refuse the __Host- prefix. */
export const PLAIN_COOKIE = "staff";

export interface StaffAuthSettings {
  /** SESSION_SECRET: signs the cookies and encrypts the authenticator secrets. */
  secret: string;
  /** SITE_URL: its scheme decides the cookie's name and Secure flag. */
  siteUrl: string;
  /** The brand's name, shown in authenticator apps. */
  issuer: string;
}

/**
 * Staff accounts on better-auth: e-mail and password (no sign-up: accounts are made by an admin or
 * the command line), one role per account (admin plugin), TOTP two-factor. Its tables are ours
 * (prisma/schema.prisma, Staff*), reached through the same Prisma client as the rest of the site, on
 * SQLite or PostgreSQL. better-auth's own HTTP endpoints are not mounted: the site's routes call
 * `auth.api.*` on the server, so only what the back office offers is reachable.
 */
export function createStaffAuth(prisma: PrismaClient, settings: StaffAuthSettings) {
  const secure = settings.siteUrl.startsWith("https:");
  return betterAuth({
    appName: settings.issuer,
    baseURL: settings.siteUrl,
    secret: settings.secret,
    telemetry: { enabled: false },
    // Refusals (a wrong password) are the access log's business, not warnings on the console.
    logger: { level: "error" },
    database: hashedSessionTokens(prismaAdapter(prisma, { provider: providerOf(prisma) })),
    user: { modelName: "staffUser" },
    session: {
      modelName: "staffSession",
      expiresIn: SESSION_TTL_SECONDS,
      // Never extended: a stolen cookie lasts a working day at most. No cookie cache: every request
      // reads the session row, so a disabled account is signed out at its next request on every instance.
      updateAge: SESSION_TTL_SECONDS,
      cookieCache: { enabled: false },
    },
    account: { modelName: "staffCredential" },
    verification: { modelName: "staffVerification", storeIdentifier: "hashed" },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TTL_SECONDS,
      // Links are made by lib/auth/accounts.ts and mailed through the outbox (lib/auth/password-links.ts);
      // better-auth's own reset endpoint consumes them.
      revokeSessionsOnPasswordReset: true,
    },
    // Sign-in attempts are limited by lib/auth/sign-in-limits.ts (per address and site-wide, shared by instances).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: false,
      cookiePrefix: "staff",
      cookies: {
        session_token: {
          name: secure ? SECURE_COOKIE : PLAIN_COOKIE,
          attributes: { secure, sameSite: "strict", path: "/", httpOnly: true },
        },
      },
      defaultCookieAttributes: { secure, sameSite: "strict", path: "/", httpOnly: true },
    },
    plugins: [
      admin({ ac: accessControl, roles: accessRoles, adminRoles: ["admin"], defaultRole: "marketing" }),
      twoFactor({
        issuer: settings.issuer,
        schema: { twoFactor: { modelName: "staffTwoFactor" } },
        // Lower case without look-alikes (lib/auth/recovery-codes.ts); stored encrypted, as by default.
        backupCodeOptions: { customBackupCodesGenerate: () => generateRecoveryCodes(), storeBackupCodes: "encrypted" },
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
