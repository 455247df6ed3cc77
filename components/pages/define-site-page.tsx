import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadata } from "@/lib/seo/page-metadata";
import type { SitePageKey } from "@/lib/seo/site-pages";

interface LocaleProps {
  params: Promise<{ locale: string }>;
}

/**
 * A fixed page that so far shows its heading and lead: the metadata and the page component.
 * Feature pages replace the component with their sections and keep the metadata.
 */
export function defineSitePage(key: SitePageKey) {
  return {
    async generateMetadata({ params }: LocaleProps): Promise<Metadata> {
      return sitePageMetadata(await resolveLocale(params), key);
    },
    async Page({ params }: LocaleProps) {
      const locale = await resolveLocale(params);
      const t = await getTranslations({ locale, namespace: `pages.${key}` });
      return <PageIntro heading={t("heading")} lead={t("description")} />;
    },
  };
}
