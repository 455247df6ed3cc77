// content/ holds texts and types only; the settings they state are read here and handed to its templates
// (docs/architecture.md). The browser's bundles may import this module (the consent notice).
import type { BrandFacts } from "@/content/facts";
import { brand } from "@/lib/config/brand";
import { isPlaceholder } from "@/lib/config/placeholder";
import { contactLine, reachVia } from "@/lib/i18n/reach";

/** The brand's names and addresses for content/'s texts; an address that is still an example default is none. */
export const brandFacts: BrandFacts = {
  companyName: brand.companyName,
  productName: brand.productName,
  productSlug: brand.productSlug,
  supportEmail: brand.supportEmail,
  careersEmail: isPlaceholder(brand.careersEmail) ? null : brand.careersEmail,
  mapProduct: isPlaceholder(brand.urls.mapProduct) ? null : brand.urls.mapProduct,
  reachVia,
  contactLine,
};
