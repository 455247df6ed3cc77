import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { resolveLocale } from "@/lib/i18n/params";
import type { Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "./build-metadata";

export type StaffPageKey =
  | "dashboard"
  | "inbox"
  | "detail"
  | "signIn"
  | "welcome"
  | "resetPassword"
  | "accounts"
  | "accessLog"
  | "twoFactor"
  | "privacyRequests"
  | "privacy";

/** A back-office page's title and description, never indexed. */
export async function staffPageMetadata(locale: Locale, path: string, key: StaffPageKey): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `staff.${key}` });
  return buildMetadata({ locale, path, title: t("title"), description: t("description"), noindex: true });
}

/** A staff page's `generateMetadata`, for a page whose path has no parameters. */
export function staffMetadata(path: string, key: StaffPageKey) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> =>
    staffPageMetadata(await resolveLocale(params), path, key);
}
