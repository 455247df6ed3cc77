import { getTranslations } from "next-intl/server";
import { ConsultingCaseStudy } from "@/components/product/consulting-case-study";
import { ReportLinks } from "./report-links";
import { PageIntro } from "@/components/ui/page-intro";
import { TitledSection } from "@/components/ui/titled-section";
import section from "@/components/ui/section.module.css";
import styles from "./report.module.css";

/**
 * The sample report, as a page of the site: what a report contains, then the findings of the Midwest
 * project (the AI consulting page's case study) as the report presents them.
 */
export async function SampleReport() {
  const t = await getTranslations("reportPage");
  const contents = t.raw("sample.contents") as string[];
  return (
    <>
      <PageIntro heading={t("sample.heading")} lead={t("sample.lead")} />
      <TitledSection id="sample-contents" heading={t("sample.contentsHeading")}>
        <ul className={section.list}>
          {contents.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </TitledSection>
      {/* Dark, as on the AI consulting page: the figures are drawn for it. */}
      <TitledSection id="sample-findings" heading={t("sample.reportHeading")} tone="dark">
        <ConsultingCaseStudy />
        <ReportLinks
          label={t("hero.goToForm")}
          back={{ href: "/report", label: t("sample.back"), className: styles.sampleBack! }}
        />
      </TitledSection>
    </>
  );
}
