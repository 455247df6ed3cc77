import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { requireStaffPage } from "@/lib/auth/staff-page";
import { env } from "@/lib/config/env";
import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/build-metadata";
import { viewerTimeZone } from "@/lib/submissions/viewer-time-zone";

/** The editor's pages: never indexed, titled from `pages.blogEditor`. */
export async function editorMetadata(locale: Locale, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "pages.blogEditor" });
  return buildMetadata({ locale, path, title: t("title"), description: t("description"), noindex: true });
}

/**
 * Every editor page: exists only while BLOG_EDITOR_ENABLED is on (else → home), and only for a
 * signed-in editor (else → sign-in, which comes back here; 403 for another role). Returns the viewer's time zone.
 */
export async function enterEditor(locale: Locale, path: string): Promise<{ timeZone: string }> {
  if (!env().BLOG_EDITOR_ENABLED) redirect({ href: "/", locale });
  await requireStaffPage(locale, path);
  return { timeZone: viewerTimeZone((await headers()).get("cookie")) };
}
