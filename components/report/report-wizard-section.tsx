import { getTranslations } from "next-intl/server";
import { FormSection } from "@/components/forms/form-section";
import { ClientMessages } from "@/components/i18n/client-messages";
import type { PriceList } from "@/lib/report/prices";
import { LazyReportWizard } from "./lazy-report-wizard";

/** The report wizard's place on /report (anchor id "form"), below the fold: its code loads when near. */
export async function ReportWizardSection({ heading, prices }: { heading: string; prices: PriceList }) {
  const t = await getTranslations("forms.lazy");
  return (
    <FormSection heading={heading} id="report-form" anchor="form" wide>
      <ClientMessages namespaces={["reportWizard"]}>
        <LazyReportWizard loadLabel={t("openReport")} prices={prices} />
      </ClientMessages>
    </FormSection>
  );
}
