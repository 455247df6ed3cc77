import { privacy2021En } from "./privacy-2021.en";
import { privacy2021Ko } from "./privacy-2021.ko";
import { privacyEn } from "./privacy.en";
import { privacyKo } from "./privacy.ko";
import { termsEn } from "./terms.en";
import { termsKo } from "./terms.ko";
import type { LegalDocument } from "./types";

export type LegalKind = "terms" | "privacy" | "privacy2021";

const legalDocuments: Record<LegalKind, Record<"ko" | "en", LegalDocument>> = {
  terms: { ko: termsKo, en: termsEn },
  privacy: { ko: privacyKo, en: privacyEn },
  privacy2021: { ko: privacy2021Ko, en: privacy2021En },
};

/** The legal document of the given kind in the given locale (Korean is the default and fallback). */
export function legalDocument(kind: LegalKind, locale: "ko" | "en"): LegalDocument {
  return legalDocuments[kind][locale === "en" ? "en" : "ko"];
}
