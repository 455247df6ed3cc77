import { getTranslations } from "next-intl/server";
import { LazyLeadFormSection } from "@/components/forms/lazy-lead-form-section";
import { ZenAppSections } from "@/components/product/zen-app-sections";
import { ArrivalScroll } from "@/components/ui/arrival-scroll";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

export const generateMetadata = sitePageMetadataFor("zenApp");

export default async function ZenAppPage({ params }: PageProps<"/[locale]/zen-app">) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "zenApp" });
  return (
    <>
      <ZenAppSections />
      <LazyLeadFormSection variant="ZenApp" heading={t("form.heading")} />
      <ArrivalScroll />
    </>
  );
}
