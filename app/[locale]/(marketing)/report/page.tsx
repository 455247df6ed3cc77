import { ReportWizardSection } from "@/components/report/report-wizard-section";
import { ReportSections } from "@/components/report-page/report-sections";
import { reportArrivalDelays, reportFormOffset } from "@/components/report-page/report-scroll";
import { ArrivalScroll } from "@/components/ui/arrival-scroll";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { pageTranslations } from "@/lib/i18n/page-translations";
import { env } from "@/lib/config/env";
import { priceList } from "@/lib/config/report-prices";
import { currencyFor } from "@/lib/report/prices";

export const generateMetadata = sitePageMetadataFor("report");

export default async function ReportPage({ params }: PageProps<"/[locale]/report">) {
  const { locale, t } = await pageTranslations(params, "reportPage");
  // Korean pages price in won, English ones in US dollars (settings, read when the page is built).
  const prices = priceList(env(), currencyFor(locale));
  return (
    <>
      <ReportSections />
      <ReportWizardSection heading={t("steps.heading")} prices={prices} />
      <ArrivalScroll delays={reportArrivalDelays} offset={reportFormOffset} />
    </>
  );
}
