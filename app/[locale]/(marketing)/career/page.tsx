import { CareerList } from "@/components/career/career-list";
import { PageIntro } from "@/components/ui/page-intro";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { pageTranslations } from "@/lib/i18n/params";

export const generateMetadata = sitePageMetadataFor("career");

export default async function CareerPage({ params }: PageProps<"/[locale]/career">) {
  const { locale, t } = await pageTranslations(params, "career");
  return (
    <>
      <PageIntro heading={t("listHeading")} lead={t("listLead")} />
      <CareerList locale={locale} />
    </>
  );
}
