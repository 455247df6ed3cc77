import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { SiteLink } from "@/components/navigation/site-link";
import { legalPaths, type VersionedKind } from "@/content/legal";
import { earlierVersion, earlierVersions } from "@/lib/content/legal";
import { locales } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/build-metadata";
import { redirectTo, resolveLocale } from "@/lib/i18n/params";

type VersionParams = Promise<{ locale: string; version: string }>;

const currentLabel = { terms: "currentTerms", privacy: "currentVersion" } as const;

/**
 * The route of a legal document's earlier versions (`/<page>/<version>`): each version a visitor may
 * have agreed to, built ahead; an unknown version goes to the current document.
 */
export function earlierVersionRoute(kind: VersionedKind) {
  return {
    generateStaticParams() {
      return locales.flatMap((locale) => earlierVersions(kind, locale).map(({ version }) => ({ locale, version })));
    },

    async generateMetadata({ params }: { params: VersionParams }): Promise<Metadata> {
      const locale = await resolveLocale(params);
      const { version } = await params;
      const document = earlierVersion(kind, locale, version);
      if (!document) return {};
      const t = await getTranslations({ locale, namespace: `pages.${kind}` });
      const path = `${legalPaths[kind]}/${version}`;
      // Kept for the record, in its own language only: not for search results.
      return buildMetadata({
        locale,
        path,
        title: `${t("title")} (${document.lastUpdated})`,
        description: t("description"),
        noindex: true,
        alternates: { canonicalLocale: locale, languages: { [locale]: path } },
      });
    },

    async Page({ params }: { params: VersionParams }) {
      const locale = await resolveLocale(params);
      const document = earlierVersion(kind, locale, (await params).version);
      if (!document) redirectTo(locale, legalPaths[kind]);
      const t = await getTranslations({ locale, namespace: "legal" });
      return (
        <LegalDocument
          locale={locale}
          document={document!}
          links={<SiteLink href={legalPaths[kind]}>{t(currentLabel[kind])}</SiteLink>}
        />
      );
    },
  };
}
