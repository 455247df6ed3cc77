import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/ui/page-intro";
import { env } from "@/lib/config/env";
import { resolveLocale } from "@/lib/i18n/params";
import { redirect } from "@/lib/i18n/navigation";
import { buildMetadata } from "@/lib/seo/build-metadata";

interface LocaleProps {
  params: Promise<{ locale: string }>;
}

/** A staff page: exists only while BLOG_EDITOR_ENABLED is on (else → home), never indexed. */
export function defineStaffPage(key: "blogEditor" | "sitemapGenerator", path: string) {
  return {
    async generateMetadata({ params }: LocaleProps): Promise<Metadata> {
      const locale = await resolveLocale(params);
      const t = await getTranslations({ locale, namespace: `pages.${key}` });
      return buildMetadata({ locale, path, title: t("title"), description: t("description"), noindex: true });
    },
    async Page({ params }: LocaleProps) {
      const locale = await resolveLocale(params);
      if (!env().BLOG_EDITOR_ENABLED) redirect({ href: "/", locale });
      const t = await getTranslations({ locale, namespace: `pages.${key}` });
      return <PageIntro heading={t("heading")} />;
    },
  };
}
