import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
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
