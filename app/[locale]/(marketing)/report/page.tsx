import { getTranslations } from "next-intl/server";
import { FormSection } from "@/components/forms/form-section";
import { LazyReportWizard } from "@/components/report/lazy-report-wizard";
import { ClientMessages } from "@/components/i18n/client-messages";
import { reportArrivalDelays, ReportSections } from "@/components/report-page/report-sections";
import { ArrivalScroll } from "@/components/ui/arrival-scroll";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { env } from "@/lib/config/env";
import { currencyFor, priceList, type PriceList } from "@/lib/money/prices";
import { pageTranslations } from "@/lib/i18n/params";

export const generateMetadata = sitePageMetadataFor("report");

export default async function ReportPage({ params }: PageProps<"/[locale]/report">) {
  const { locale, t } = await pageTranslations(params, "reportPage");
  // Korean pages price in won, English ones in US dollars (settings, read when the page is built).
  const prices = priceList(env(), currencyFor(locale));
  return (
    <>
      <ReportSections prices={prices} />
      <ReportWizardSection heading={t("steps.heading")} prices={prices} />
      <ArrivalScroll delays={reportArrivalDelays} />
    </>
  );
}

/** The report wizard's place on /report (anchor id "form"), below the fold: its code loads when near. */
async function ReportWizardSection({ heading, prices }: { heading: string; prices: PriceList }) {
  const t = await getTranslations("forms.lazy");
  return (
    <FormSection heading={heading} id="report-form" anchor="form" wide>
      <ClientMessages namespaces={["reportWizard"]}>
        <LazyReportWizard
          loadLabel={t("openReport")}
          failure={{ text: t("failed"), reload: t("reload") }}
          prices={prices}
        />
      </ClientMessages>
    </FormSection>
  );
}
