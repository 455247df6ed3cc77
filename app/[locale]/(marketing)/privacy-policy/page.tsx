import { EarlierVersionLinks, LegalDocument } from "@/components/legal/legal-document";
import { legalDocument } from "@/lib/content/legal";
import { env } from "@/lib/config/env";
import { SiteLink } from "@/components/navigation/site-link";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { pageTranslations } from "@/lib/i18n/params";

export const generateMetadata = sitePageMetadataFor("privacy");

export default async function PrivacyPage({ params }: PageProps<"/[locale]/privacy-policy">) {
  const { locale, t } = await pageTranslations(params, "legal");
  return (
    <LegalDocument
      locale={locale}
      document={legalDocument("privacy", locale)}
      links={
        <>
          <EarlierVersionLinks kind="privacy" locale={locale} />
          <SiteLink href={`/${env().OLD_PRIVACY_TOKEN}`}>{t("priorVersion")}</SiteLink>
          <SiteLink href="/terms-and-conditions">{t("termsLink")}</SiteLink>
        </>
      }
    />
  );
}
