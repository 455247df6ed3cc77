import type { BrandFacts } from "../facts";

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

/**
 * The facts of the business the privacy policy states (PIPA art. 30, 시행령 제31조): who answers for
 * personal data and whom it is entrusted to come from the settings (lib/content/legal.ts fills them in).
 */
export interface PrivacyOfficer {
  name: string;
  title: string;
  department?: string;
  phone: string;
  email: string;
}

/** A processor named by the settings: its name, where it keeps the data (ISO 3166-1 code) and its privacy contact. */
export interface NamedProcessor {
  name: string;
  /** Unset: the policy lists it as a processor only (`npm start` warns, scripts/lib/warn-placeholders.ts). */
  country?: string;
  contact?: string;
}

/** The page where a data subject files a request (issue 48, point 5): both policies link it. */
export const privacyRequestPage: string | null = "/privacy-request";

/** What the legal documents state from the settings, in the document's language (lib/content/legal.ts). */
export interface LegalFacts extends BrandFacts {
  privacyOfficer: PrivacyOfficer;
  /** Who hosts the site and who delivers its e-mail (HOSTING_PROVIDER*, MAIL_PROVIDER*). */
  processors: { hosting: NamedProcessor; mail: NamedProcessor };
  /** Whether the demo calendar is a Calendly account (the shipped widget), which then receives bookings. */
  usesCalendly: boolean;
  /** The path segment of the 2021 privacy policy (OLD_PRIVACY_TOKEN). */
  oldPrivacyToken: string;
  /** The report's fees as the Korean terms print them (₩, VAT included). */
  pricesKrw: ReportPrices;
  /** The same as the English terms print them (US dollars, as the English pages quote). */
  pricesUsd: ReportPrices;
  /** Who sells the report, as registered and as the footer shows it in the document's language. */
  seller: { name: string; registrationNumber: string; mailOrderNumber: string; address: string };
}

interface ReportPrices {
  report: string;
  useZoningAnalysis: string;
  useRenderingService: string;
}
