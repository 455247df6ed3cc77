import { privacy2021En } from "./privacy-2021.en";
import { privacy2021Ko } from "./privacy-2021.ko";
import { privacy2023En, privacy2023Ko } from "./privacy-2023";
import { privacy2026En } from "./privacy-2026.en";
import { privacy2026Ko } from "./privacy-2026.ko";
import { privacyEn } from "./privacy.en";
import { privacyKo } from "./privacy.ko";
import { terms2023En } from "./terms-2023.en";
import { terms2023Ko } from "./terms-2023.ko";
import { termsEn } from "./terms.en";
import { termsKo } from "./terms.ko";
import type { LegalDocument, LegalFacts } from "./types";

export type LegalKind = "terms" | "privacy" | "privacy2021";
export type LegalLocale = "ko" | "en";
/** A document, given the settings it states (lib/content/legal.ts fills them in when a page is built). */
export type LegalTemplate = (facts: LegalFacts) => LegalDocument;

export const legalTemplates: Record<LegalKind, Record<LegalLocale, LegalTemplate>> = {
  terms: { ko: termsKo, en: termsEn },
  privacy: { ko: privacyKo, en: privacyEn },
  privacy2021: { ko: privacy2021Ko, en: privacy2021En },
};

/** A document whose earlier versions stay readable at `/<its page>/<version>`. */
export type VersionedKind = "terms" | "privacy";

/**
 * The versions a document replaced, newest first, per language, by the date each took effect (its path
 * segment, e.g. "2023-11-16"): what a visitor agreed to stays readable. (The 2021 privacy policy keeps
 * its own address, OLD_PRIVACY_TOKEN.)
 */
export const earlierTemplates: Record<
  VersionedKind,
  Record<LegalLocale, { version: string; template: LegalTemplate }[]>
> = {
  terms: {
    ko: [{ version: "2023-11-16", template: terms2023Ko }],
    en: [{ version: "2023-11-16", template: terms2023En }],
  },
  privacy: {
    ko: [
      { version: "2026-11-25", template: privacy2026Ko },
      { version: "2023-11-16", template: privacy2023Ko },
    ],
    en: [
      { version: "2026-11-25", template: privacy2026En },
      { version: "2023-11-16", template: privacy2023En },
    ],
  },
};

export const legalPaths: Record<VersionedKind, string> = {
  terms: "/terms-and-conditions",
  privacy: "/privacy-policy",
};
