import { getTranslations } from "next-intl/server";
import { LazyLeadFormSection } from "@/components/forms/lazy-lead-form-section";
import { ModularSections } from "@/components/product/modular-sections";
import { ArrivalScroll } from "@/components/ui/arrival-scroll";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

/** Visitors from this event's links land on the form. */
const eventUtmSource = "bmac2023";

export const generateMetadata = sitePageMetadataFor("modular");

export default async function ModularPage({ params }: PageProps<"/[locale]/modular">) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "modular" });
  return (
    <>
      <ModularSections />
      <LazyLeadFormSection variant="Modular" heading={t("form.heading")} />
      <ArrivalScroll utmSource={eventUtmSource} />
    </>
  );
}
