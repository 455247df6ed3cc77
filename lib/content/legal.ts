import { earlierTemplates, legalTemplates, type LegalKind, type VersionedKind } from "@/content/legal";
import type { LegalDocument, LegalFacts, PrivacyOfficer } from "@/content/legal/types";
import { brand } from "@/lib/config/brand";
import { businessFactsFor, phoneFor } from "@/lib/config/business-settings";
import { env } from "@/lib/config/env";
import { formatPrice, priceList } from "@/lib/money/prices";
import { brandFacts } from "./consent";

/** The privacy officer as a page in `locale` names them (English pages read the `_EN` settings). */
export function privacyOfficer(locale: "ko" | "en"): PrivacyOfficer {
  const settings = env();
  const english = locale === "en";
  return {
    name: english ? settings.PRIVACY_OFFICER_NAME_EN : settings.PRIVACY_OFFICER_NAME,
    title: english ? settings.PRIVACY_OFFICER_TITLE_EN : settings.PRIVACY_OFFICER_TITLE,
    department: english ? settings.PRIVACY_OFFICER_DEPARTMENT_EN : settings.PRIVACY_OFFICER_DEPARTMENT,
    phone: phoneFor(settings.PRIVACY_OFFICER_PHONE, locale),
    email: settings.PRIVACY_OFFICER_EMAIL,
  };
}

/** What the documents state from the settings, read when a page is built (the report's prices, the officer, the seller). */
function legalFacts(locale: "ko" | "en"): LegalFacts {
  const settings = env();
  const prices = priceList(settings, "KRW");
  const won = (amount: number) => formatPrice(amount, "KRW", "ko");
  const dollarPrices = priceList(settings, "USD");
  const dollars = (amount: number) => formatPrice(amount, "USD", "en");
  const business = businessFactsFor(settings, locale);
  return {
    ...brandFacts,
    privacyOfficer: privacyOfficer(locale),
    processors: {
      hosting: {
        name: settings.HOSTING_PROVIDER,
        country: settings.HOSTING_PROVIDER_COUNTRY,
        contact: settings.HOSTING_PROVIDER_CONTACT,
      },
      mail: {
        name: settings.MAIL_PROVIDER,
        country: settings.MAIL_PROVIDER_COUNTRY,
        contact: settings.MAIL_PROVIDER_CONTACT,
      },
    },
    usesCalendly: brand.schedulingConfigured && new URL(brand.scheduling.default).hostname.endsWith("calendly.com"),
    oldPrivacyToken: settings.OLD_PRIVACY_TOKEN,
    pricesKrw: {
      report: won(prices.report),
      useZoningAnalysis: won(prices.useZoningAnalysis),
      useRenderingService: won(prices.useRenderingService),
    },
    pricesUsd: {
      report: dollars(dollarPrices.report),
      useZoningAnalysis: dollars(dollarPrices.useZoningAnalysis),
      useRenderingService: dollars(dollarPrices.useRenderingService),
    },
    seller: {
      name: business.name,
      registrationNumber: settings.BUSINESS_REGISTRATION_NUMBER,
      mailOrderNumber: business.mailOrderNumber,
      address: business.address,
    },
  };
}

const languageOf = (locale: string): "ko" | "en" => (locale === "en" ? "en" : "ko");

/** The legal document of the given kind in the given locale (Korean is the default and fallback). */
export function legalDocument(kind: LegalKind, locale: "ko" | "en"): LegalDocument {
  const language = languageOf(locale);
  return legalTemplates[kind][language](legalFacts(language));
}

export interface EarlierVersion {
  /** The path segment: the date it took effect, e.g. "2023-11-16". */
  version: string;
  document: () => LegalDocument;
}

/** The versions a document replaced, newest first (content/legal/index.ts). */
export function earlierVersions(kind: VersionedKind, locale: "ko" | "en"): EarlierVersion[] {
  const language = languageOf(locale);
  return earlierTemplates[kind][language].map(({ version, template }) => ({
    version,
    document: () => template(legalFacts(language)),
  }));
}

/** One earlier version's document, or undefined when the language has no such version. */
export function earlierVersion(kind: VersionedKind, locale: "ko" | "en", version: string): LegalDocument | undefined {
  return earlierVersions(kind, locale)
    .find((earlier) => earlier.version === version)
    ?.document();
}

/**
 * The version of the terms a visitor agrees to on a page in `locale`: the date the terms in that
 * language took effect, as their page prints it ("2026. 11. 28." or "11/28/2026"), written YYYY-MM-DD.
 */
export function termsVersionFor(locale: string): string {
  const { lastUpdated } = legalDocument("terms", locale === "en" ? "en" : "ko");
  const korean = /^(\d{4})\. (\d{1,2})\. (\d{1,2})\.$/.exec(lastUpdated);
  const english = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(lastUpdated);
  const [year, month, day] = korean ? korean.slice(1) : english ? [english[3], english[1], english[2]] : [];
  if (!year || !month || !day) throw new Error(`The terms' date "${lastUpdated}" is in no known form`);
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}
