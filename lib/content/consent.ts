// content/ holds texts and types only; the settings they state are read here and handed to its templates
// (docs/architecture.md). The server hands the forms the notice in the page's language
// (components/i18n/client-messages.tsx), so no browser bundle holds every language's.
import type { BrandFacts } from "@/content/facts";
import { consentNoticeTexts, type ConsentNotice } from "@/content/legal/consent-notice";
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

const texts = consentNoticeTexts(brandFacts);

/** The notice every form that collects personal data shows beside its consent checkbox, per language. */
export const consentNotices: Record<"ko" | "en", ConsentNotice> = { ko: texts.ko, en: texts.en };

/** The notice a submission with this version agreed to, in its language (undefined if not kept). */
export const consentNoticeOf = (version: string, locale: string): ConsentNotice | undefined =>
  texts.byVersion[version as keyof typeof texts.byVersion]?.[locale === "en" ? "en" : "ko"];

/** The notice in the page's language (Korean is the default and fallback). */
export const consentNotice = (locale: string): ConsentNotice => (locale === "en" ? texts.en : texts.ko);
