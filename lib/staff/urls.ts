import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

/** Internal paths of the staff pages (without the locale prefix). */
export const staffPaths = {
  dashboard: "/staff",
  signIn: "/staff/sign-in",
  welcome: "/staff/welcome",
  resetPassword: "/staff/reset-password",
  accounts: "/staff/accounts",
  accessLog: "/staff/access-log",
  privacyRequests: "/staff/privacy-requests",
  privacyRequest: (id: number) => `/staff/privacy-requests/${id}`,
  privacyLookup: "/staff/privacy",
  twoFactor: "/staff/two-factor",
  submissions: "/staff/submissions",
  submission: (ref: { kind: string; sourceId: number }) => `/staff/submissions/${ref.kind}/${ref.sourceId}`,
  file: (id: number) => `/staff/files/${id}`,
};

/**
 * The query a file link carries through sign-in (`/staff/files/7?from=sign-in`): signed in, it opens the
 * file's submission, which starts the download (`?file=7`), instead of leaving the sign-in page behind.
 */
export const FROM_SIGN_IN = "from=sign-in";
export const DOWNLOAD_PARAM = "file";

/** The absolute address of a staff page, for e-mails and exports. */
export function staffUrl(siteUrl: string, locale: Locale, path: string): string {
  return `${siteUrl.replace(/\/$/, "")}${localizedPath(locale, path)}`;
}
