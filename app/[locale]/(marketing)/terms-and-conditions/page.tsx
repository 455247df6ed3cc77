import { EarlierVersionLinks, LegalDocument } from "@/components/legal/legal-document";
import { earlierVersions, legalDocument } from "@/lib/content/legal";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

export const generateMetadata = sitePageMetadataFor("terms");

export default async function TermsPage({ params }: PageProps<"/[locale]/terms-and-conditions">) {
  const locale = await resolveLocale(params);
  return (
    <LegalDocument
      locale={locale}
      document={legalDocument("terms", locale)}
      links={earlierVersions("terms", locale).length > 0 && <EarlierVersionLinks kind="terms" locale={locale} />}
    />
  );
}
