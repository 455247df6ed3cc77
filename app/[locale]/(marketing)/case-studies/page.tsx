import { CaseStudyCards } from "@/components/case-studies/case-study-cards";
import { PageIntro } from "@/components/ui/page-intro";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { pageTranslations } from "@/lib/i18n/params";

export const generateMetadata = sitePageMetadataFor("caseStudies");

export default async function CaseStudiesPage({ params }: PageProps<"/[locale]/case-studies">) {
  const { t } = await pageTranslations(params, "caseStudies");
  return (
    <>
      <PageIntro heading={t("heading")} lead={t("tagline")} />
      <CaseStudyCards />
    </>
  );
}
