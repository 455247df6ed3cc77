import { ConsultingSections } from "@/components/product/consulting-sections";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { ProductPage } from "@/components/product/product-page";

export const generateMetadata = sitePageMetadataFor("aiConsulting");

export default async function AiConsultingPage({ params }: PageProps<"/[locale]/ai-consulting">) {
  await resolveLocale(params);
  return <ProductPage namespace="aiConsulting" variant="AIConsulting" sections={<ConsultingSections />} />;
}
