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
  privacyLookup: "/staff/privacy",
  twoFactor: "/staff/two-factor",
  submissions: "/staff/submissions",
  submission: (ref: { kind: string; sourceId: number }) => `/staff/submissions/${ref.kind}/${ref.sourceId}`,
  file: (id: number) => `/staff/files/${id}`,
};

/** The absolute address of a staff page, for e-mails and exports. */
export function staffUrl(siteUrl: string, locale: Locale, path: string): string {
  return `${siteUrl.replace(/\/$/, "")}${localizedPath(locale, path)}`;
}
