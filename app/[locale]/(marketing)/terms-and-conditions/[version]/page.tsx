import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { SiteLink } from "@/components/navigation/site-link";
import { earlierVersion, earlierVersions } from "@/content/legal";
import { resolveLocale } from "@/lib/i18n/params";
import { redirectTo } from "@/lib/i18n/redirect";
import { locales } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/build-metadata";

type EarlierTermsProps = PageProps<"/[locale]/terms-and-conditions/[version]">;

export function generateStaticParams() {
  return locales.flatMap((locale) => earlierVersions("terms", locale).map(({ version }) => ({ locale, version })));
}

export async function generateMetadata({ params }: EarlierTermsProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { version } = await params;
  const document = earlierVersion("terms", locale, version);
  if (!document) return {};
  const t = await getTranslations({ locale, namespace: "pages.terms" });
  const path = `/terms-and-conditions/${version}`;
  // A version in one language only, kept for the record: not for search results.
  return buildMetadata({
    locale,
    path,
    title: `${t("title")} (${document.lastUpdated})`,
    description: t("description"),
    noindex: true,
    alternates: { canonicalLocale: locale, languages: { [locale]: path } },
  });
}

/** Terms a visitor may have agreed to before the current ones took effect; an unknown version goes to the current terms. */
export default async function EarlierTermsPage({ params }: EarlierTermsProps) {
  const locale = await resolveLocale(params);
  const document = earlierVersion("terms", locale, (await params).version);
  if (!document) redirectTo(locale, "/terms-and-conditions");
  const t = await getTranslations({ locale, namespace: "legal" });
  return (
    <LegalDocument
      locale={locale}
      document={document!}
      links={<SiteLink href="/terms-and-conditions">{t("currentTerms")}</SiteLink>}
    />
  );
}
