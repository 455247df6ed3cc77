import { SchedulingWidget } from "@/components/demo/scheduling-widget";
import { IntlBoundary } from "@/components/i18n/intl-boundary";
import { PageIntro } from "@/components/ui/page-intro";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { pageTranslations } from "@/lib/i18n/page-translations";

export const generateMetadata = sitePageMetadataFor("demo");

/** The scheduling widget full page (trigger "default"), with the page's utm values. */
export default async function DemoPage({ params }: PageProps<"/[locale]/demo">) {
  const { t } = await pageTranslations(params, "pages.demo");
  return (
    <>
      <PageIntro heading={t("heading")} lead={t("description")} />
      <IntlBoundary>
        <SchedulingWidget trigger="default" fullPage />
      </IntlBoundary>
    </>
  );
}
