import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LazyReportWizard } from "./lazy-report-wizard";
import styles from "./report-wizard.module.css";

/** The report wizard's place on /report (anchor id "form"), below the fold: its code loads when near. */
export async function ReportWizardSection({ heading }: { heading: string }) {
  const t = await getTranslations("forms.lazy");
  return (
    <section id="form" className={styles.section} aria-labelledby="report-form-heading">
      <h2 id="report-form-heading" className={styles.heading}>
        {heading}
      </h2>
      <ClientMessages namespaces={["reportWizard"]}>
        <LazyReportWizard loadLabel={t("openReport")} />
      </ClientMessages>
    </section>
  );
}
