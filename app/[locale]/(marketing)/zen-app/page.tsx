import { ZenAppSections } from "@/components/product/zen-app-sections";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { ProductPage } from "@/components/product/product-page";

export const generateMetadata = sitePageMetadataFor("zenApp");

export default async function ZenAppPage({ params }: PageProps<"/[locale]/zen-app">) {
  await resolveLocale(params);
  return <ProductPage namespace="zenApp" variant="ZenApp" sections={<ZenAppSections />} />;
}
