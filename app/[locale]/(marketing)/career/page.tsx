import { getTranslations } from "next-intl/server";
import { CareerList } from "@/components/career/career-list";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

export const generateMetadata = sitePageMetadataFor("career");

export default async function CareerPage({ params }: PageProps<"/[locale]/career">) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "career" });
  return (
    <>
      <PageIntro heading={t("listHeading")} lead={t("listLead")} />
      <CareerList locale={locale} />
    </>
  );
}
