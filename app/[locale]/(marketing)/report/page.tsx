import { ReportWizardSection } from "@/components/report/report-wizard-section";
import { ReportSections } from "@/components/report-page/report-sections";
import { reportArrivalDelays, reportFormOffset } from "@/components/report-page/report-scroll";
import { ArrivalScroll } from "@/components/ui/arrival-scroll";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { pageTranslations } from "@/lib/i18n/page-translations";

export const generateMetadata = sitePageMetadataFor("report");

export default async function ReportPage({ params }: PageProps<"/[locale]/report">) {
  const { t } = await pageTranslations(params, "reportPage");
  return (
    <>
      <ReportSections />
      <ReportWizardSection heading={t("steps.heading")} />
      <ArrivalScroll delays={reportArrivalDelays} offset={reportFormOffset} />
    </>
  );
}
