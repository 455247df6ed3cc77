import { ModularSections } from "@/components/product/modular-sections";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { ProductPage } from "@/components/product/product-page";

/** Visitors from this event's links land on the form. */
const eventUtmSource = "bmac2023";

export const generateMetadata = sitePageMetadataFor("modular");

export default async function ModularPage({ params }: PageProps<"/[locale]/modular">) {
  await resolveLocale(params);
  return (
    <ProductPage namespace="modular" variant="Modular" sections={<ModularSections />} utmSource={eventUtmSource} />
  );
}
