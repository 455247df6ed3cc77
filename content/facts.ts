/** How `reachVia` (lib/i18n/reach.ts) words an address in a sentence. */
export interface ReachOptions {
  /** Marks the contact page's words as a link to it, for TextBlocks (`[words](/contact)`). */
  link?: boolean;
  /** The Korean particle pair after it, e.g. "으로로": "…@atlas.kr로", "문의하기 페이지로". */
  particle?: string;
}

/**
 * The brand's names and addresses as the typed texts use them, read from the settings by
 * lib/content/consent.ts: content/ never reads a setting itself (docs/architecture.md).
 */
export interface BrandFacts {
  companyName: string;
  productName: string;
  productSlug: string;
  supportEmail: string;
  /** CAREERS_EMAIL, or null while it still holds its example default. */
  careersEmail: string | null;
  /** The map product's address, or null while it still holds its example default. */
  mapProduct: string | null;
  /** Where a text tells visitors to write: the address, or the contact page while it is an example. */
  reachVia: (address: string, locale: "ko" | "en", options?: ReachOptions) => string;
  /** The "Contact us" list line for the address. */
  contactLine: (address: string, locale: "ko" | "en") => string;
}
