import { getTranslations } from "next-intl/server";
import { LazyLeadFormSection } from "@/components/forms/lazy-lead-form-section";
import { ConsultingSections } from "@/components/product/consulting-sections";
import { ArrivalScroll } from "@/components/ui/arrival-scroll";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

export const generateMetadata = sitePageMetadataFor("aiConsulting");

export default async function AiConsultingPage({ params }: PageProps<"/[locale]/ai-consulting">) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "aiConsulting" });
  return (
    <>
      <ConsultingSections />
      <LazyLeadFormSection variant="AIConsulting" heading={t("form.heading")} />
      <ArrivalScroll />
    </>
  );
}
