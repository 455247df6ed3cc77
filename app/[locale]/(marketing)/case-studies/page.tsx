import { getTranslations } from "next-intl/server";
import { CaseStudyCards } from "@/components/case-studies/case-study-cards";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

export const generateMetadata = sitePageMetadataFor("caseStudies");

export default async function CaseStudiesPage({ params }: PageProps<"/[locale]/case-studies">) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "caseStudies" });
  return (
    <>
      <PageIntro heading={t("heading")} lead={t("tagline")} />
      <CaseStudyCards />
    </>
  );
}
