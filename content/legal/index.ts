import { privacy2021En } from "./privacy-2021.en";
import { privacy2021Ko } from "./privacy-2021.ko";
import { privacy2026En } from "./privacy-2026.en";
import { privacy2026Ko } from "./privacy-2026.ko";
import { privacyEn } from "./privacy.en";
import { privacyKo } from "./privacy.ko";
import { terms2023Ko } from "./terms-2023.ko";
import { termsEn } from "./terms.en";
import { termsKo } from "./terms.ko";
import type { LegalDocument } from "./types";

export type LegalKind = "terms" | "privacy" | "privacy2021";
type LegalLocale = "ko" | "en";

// Functions, as some texts hold settings (the report's prices, the privacy officer): read when a page is built.
const legalDocuments: Record<LegalKind, Record<LegalLocale, () => LegalDocument>> = {
  terms: { ko: termsKo, en: () => termsEn },
  privacy: { ko: privacyKo, en: privacyEn },
  privacy2021: { ko: () => privacy2021Ko, en: () => privacy2021En },
};

const languageOf = (locale: string): LegalLocale => (locale === "en" ? "en" : "ko");

/** The legal document of the given kind in the given locale (Korean is the default and fallback). */
export function legalDocument(kind: LegalKind, locale: "ko" | "en"): LegalDocument {
  return legalDocuments[kind][languageOf(locale)]();
}

/** A document whose earlier versions stay readable at `/<its page>/<version>`. */
export type VersionedKind = "terms" | "privacy";

export interface EarlierVersion {
  /** The path segment: the date it took effect, e.g. "2023-11-16". */
  version: string;
  document: () => LegalDocument;
}

/**
 * The versions a document replaced, newest first, per language: what a visitor agreed to stays
 * readable. (The 2021 privacy policy keeps its own address, OLD_PRIVACY_TOKEN.)
 */
const earlierVersionsOf: Record<VersionedKind, Record<LegalLocale, EarlierVersion[]>> = {
  terms: { ko: [{ version: "2023-11-16", document: () => terms2023Ko }], en: [] },
  privacy: {
    ko: [{ version: "2026-11-25", document: () => privacy2026Ko }],
    en: [{ version: "2026-11-25", document: () => privacy2026En }],
  },
};

export const legalPaths: Record<VersionedKind, string> = {
  terms: "/terms-and-conditions",
  privacy: "/privacy-policy",
};

export function earlierVersions(kind: VersionedKind, locale: "ko" | "en"): EarlierVersion[] {
  return earlierVersionsOf[kind][languageOf(locale)];
}

/** One earlier version's document, or undefined when the language has no such version. */
export function earlierVersion(kind: VersionedKind, locale: "ko" | "en", version: string): LegalDocument | undefined {
  return earlierVersions(kind, locale)
    .find((earlier) => earlier.version === version)
    ?.document();
}
