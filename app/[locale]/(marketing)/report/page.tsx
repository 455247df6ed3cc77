import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReportWizardSection } from "@/components/report/report-wizard-section";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadata } from "@/lib/seo/page-metadata";

interface ReportPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: ReportPageProps): Promise<Metadata> {
  return sitePageMetadata(await resolveLocale(params), "report");
}

// Minimal until the /report page's sections land from their own branch: its h1 and the wizard.
export default async function ReportPage({ params }: ReportPageProps) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "pages.report" });
  const wizard = await getTranslations({ locale, namespace: "reportWizard" });
  return (
    <>
      <PageIntro heading={t("heading")} lead={t("description")} />
      <ReportWizardSection heading={wizard("heading")} />
    </>
  );
}
