import { getTranslations } from "next-intl/server";
import { SchedulingWidget } from "@/components/demo/scheduling-widget";
import { IntlBoundary } from "@/components/i18n/intl-boundary";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

export const generateMetadata = sitePageMetadataFor("demo");

/** The scheduling widget full page (trigger "default"), with the page's utm values. */
export default async function DemoPage({ params }: PageProps<"/[locale]/demo">) {
  const locale = await resolveLocale(params);
  const page = await getTranslations({ locale, namespace: "pages.demo" });
  return (
    <>
      <PageIntro heading={page("heading")} lead={page("description")} />
      <IntlBoundary>
        <SchedulingWidget trigger="default" fullPage />
      </IntlBoundary>
    </>
  );
}
