import { getTranslations } from "next-intl/server";
import { ReportWizardSection } from "@/components/report/report-wizard-section";
import { ReportSections } from "@/components/report-page/report-sections";
import { reportArrivalDelays, reportFormOffset } from "@/components/report-page/report-scroll";
import { ArrivalScroll } from "@/components/ui/arrival-scroll";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

export const generateMetadata = sitePageMetadataFor("report");

export default async function ReportPage({ params }: PageProps<"/[locale]/report">) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "reportPage" });
  return (
    <>
      <ReportSections />
      <ReportWizardSection heading={t("steps.heading")} />
      <ArrivalScroll delays={reportArrivalDelays} offset={reportFormOffset} />
    </>
  );
}
