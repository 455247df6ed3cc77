import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SchedulingWidget } from "@/components/demo/scheduling-widget";
import { IntlBoundary } from "@/components/i18n/intl-boundary";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadata } from "@/lib/seo/page-metadata";

type LocaleProps = PageProps<"/[locale]/demo">;

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  return sitePageMetadata(await resolveLocale(params), "demo");
}

/** The scheduling widget full page (trigger "default"), with the page's utm values. */
export default async function DemoPage({ params }: LocaleProps) {
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
