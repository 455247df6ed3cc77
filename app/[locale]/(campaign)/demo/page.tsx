import { CallbackForm } from "@/components/demo/callback-form";
import { SchedulingWidget } from "@/components/demo/scheduling-widget";
import { IntlBoundary } from "@/components/i18n/intl-boundary";
import { PageIntro } from "@/components/ui/page-intro";
import { brand } from "@/lib/config/brand";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { pageTranslations } from "@/lib/i18n/params";

export const generateMetadata = sitePageMetadataFor("demo");

/**
 * The scheduling widget full page (trigger "default"), with the page's utm values. While no calendar
 * is set, the call-back form is all the page offers: drawn here, so it is in the HTML at its own height.
 */
export default async function DemoPage({ params }: PageProps<"/[locale]/demo">) {
  const { t } = await pageTranslations(params, "pages.demo");
  return (
    <>
      <PageIntro heading={t("heading")} lead={t("description")} />
      <IntlBoundary>
        <SchedulingWidget
          trigger="default"
          fullPage
          callbackForm={brand.schedulingConfigured ? undefined : <CallbackForm trigger="default" />}
        />
      </IntlBoundary>
    </>
  );
}
