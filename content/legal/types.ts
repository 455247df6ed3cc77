import type { BrandFacts } from "../facts";
import type { PrivacyOfficer } from "./privacy-facts";

/** A block inside a legal section: a paragraph, or a bulleted list. */
export type LegalBlock = { kind: "p"; text: string } | { kind: "ul"; items: string[] };

export interface LegalSection {
  /** Anchor id used by the table of contents, e.g. "eligibility". */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** As printed on the page, as the language writes dates: MM/DD/YYYY in English, YYYY. M. D. in Korean. */
  lastUpdated: string;
  intro: LegalBlock[];
  sections: LegalSection[];
}

/** What the legal documents state from the settings, in the document's language (lib/content/legal.ts). */
export interface LegalFacts extends BrandFacts {
  privacyOfficer: PrivacyOfficer;
  /** Who hosts the site and who delivers its e-mail. */
  processors: { hosting: string; mail: string };
  /** Whether the demo calendar is a Calendly account (the shipped widget), which then receives bookings. */
  usesCalendly: boolean;
  /** The path segment of the 2021 privacy policy (OLD_PRIVACY_TOKEN). */
  oldPrivacyToken: string;
  /** The report's fees as the Korean terms print them (₩, VAT included). */
  pricesKrw: { report: string; useZoningAnalysis: string; useRenderingService: string };
}
