import { SampleReport } from "@/components/report-page/sample-report";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

export const generateMetadata = sitePageMetadataFor("sampleReport");

export default async function SampleReportPage({ params }: PageProps<"/[locale]/report/sample">) {
  await resolveLocale(params);
  return <SampleReport />;
}
