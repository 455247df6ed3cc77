import { consentNoticeTexts, type ConsentNotice } from "@/content/legal/consent-notice";
import { brandFacts } from "./brand-facts";

const texts = consentNoticeTexts(brandFacts);

/** The notice every form that collects personal data shows beside its consent checkbox, per language. */
export const consentNotices: Record<"ko" | "en", ConsentNotice> = { ko: texts.ko, en: texts.en };

/** The notice a submission with this version agreed to, in its language (undefined if not kept). */
export const consentNoticeOf = (version: string, locale: string): ConsentNotice | undefined =>
  texts.byVersion[version as keyof typeof texts.byVersion]?.[locale === "en" ? "en" : "ko"];

/** The notice in the page's language (Korean is the default and fallback). */
export const consentNotice = (locale: string): ConsentNotice => (locale === "en" ? texts.en : texts.ko);
