import type { ReportPriceSettings } from "@/lib/config/report-prices";

/**
 * What the report costs and how areas are measured, per page language: Korean pages price in won
 * (VAT included, as Korean price lists are written) and take areas in ㎡; English pages keep US
 * dollars and sq ft. The figures are settings (REPORT_PRICE_* in .env), handed to the wizard by its
 * page and read again by the server, which prices every request itself.
 */
export const currencies = ["KRW", "USD"] as const;
export type Currency = (typeof currencies)[number];

export const areaUnits = ["sqm", "sqft"] as const;
export type AreaUnit = (typeof areaUnits)[number];

/** The report and its two paid add-ons in one currency, in whole units of it. */
export interface PriceList {
  currency: Currency;
  report: number;
  useZoningAnalysis: number;
  useRenderingService: number;
}

export const addOnFields = ["useZoningAnalysis", "useRenderingService"] as const;
export type AddOnField = (typeof addOnFields)[number];

/** Korean prices include 10 % VAT (부가가치세); the wizard states the share. */
export const KOREAN_VAT_RATE = 0.1;

/** 1평 = 400/121 ㎡ (the legal definition, about 3.3058 ㎡). */
export const SQM_PER_PYEONG = 400 / 121;

/** 1 sq ft = 0.09290304 ㎡ (the international foot, exactly). */
export const SQM_PER_SQFT = 0.09290304;

export const currencyFor = (locale: string): Currency => (locale === "ko" ? "KRW" : "USD");
export const areaUnitFor = (locale: string): AreaUnit => (locale === "ko" ? "sqm" : "sqft");

/** What the request costs: the report and the add-ons chosen. */
export function totalPrice(prices: PriceList, selected: Record<AddOnField, boolean>): number {
  return addOnFields.reduce((sum, field) => sum + (selected[field] ? prices[field] : 0), prices.report);
}

/** The VAT inside a VAT-inclusive won price, rounded to the won. */
export function includedVat(total: number): number {
  return Math.round(total - total / (1 + KOREAN_VAT_RATE));
}

/** "1,500,000원" on Korean pages, "$1,140" on English ones: whole units, the page's way of writing them. */
export function formatPrice(amount: number, currency: Currency, locale: string): string {
  if (currency === "KRW" && locale === "ko") return `${amount.toLocaleString("ko-KR")}원`;
  return new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

/** What may follow an area's number: 평, or a unit as people write it (㎡, m2, sq ft, ft²…). */
const AREA_TYPED = /^(\d[\d,]*(?:\.\d+)?)\s*(평|㎡|m2|m²|sq\.?\s*ft\.?|sqft|ft2|ft²)?$/i;

export interface TypedArea {
  /** The number as typed, commas kept. */
  number: string;
  value: number;
  /** The unit it was typed in: the page's when the text names none. */
  unit: AreaUnit | "pyeong";
}

/** An area as typed on a page measuring in `unit` ("330평", "1,090.9㎡", "12000 sq ft"); null when it is none. */
export function readArea(text: string, unit: AreaUnit): TypedArea | null {
  const match = AREA_TYPED.exec(text.trim());
  if (!match) return null;
  const mark = match[2]?.toLowerCase();
  const typedUnit = !mark ? unit : mark === "평" ? "pyeong" : /^(㎡|m2|m²)$/.test(mark) ? "sqm" : "sqft";
  return { number: match[1]!, value: Number(match[1]!.replaceAll(",", "")), unit: typedUnit };
}

/**
 * The area as the request keeps it, in the page's unit: the number as typed without its unit, or on a ㎡
 * page 평 converted to ㎡ (one decimal, as the wizard shows it); null when the text is no area in that unit.
 */
export function areaInUnit(text: string, unit: AreaUnit): string | null {
  const area = readArea(text, unit);
  if (!area) return null;
  if (area.unit === unit) return area.number;
  return area.unit === "pyeong" && unit === "sqm" ? String(Math.round(area.value * SQM_PER_PYEONG * 10) / 10) : null;
}

/** ㎡ as typed (commas and a ㎡ allowed) → 평, one decimal; null when the text is no ㎡ area. */
export function pyeongFromSquareMetres(text: string): number | null {
  const area = readArea(text, "sqm");
  return area?.unit === "sqm" ? Math.round((area.value / SQM_PER_PYEONG) * 10) / 10 : null;
}

/** The price list in one currency, from the settings. */
export function priceList(settings: ReportPriceSettings, currency: Currency): PriceList {
  return currency === "KRW"
    ? {
        currency,
        report: settings.REPORT_PRICE_KRW,
        useZoningAnalysis: settings.REPORT_ZONING_PRICE_KRW,
        useRenderingService: settings.REPORT_RENDERING_PRICE_KRW,
      }
    : {
        currency,
        report: settings.REPORT_PRICE_USD,
        useZoningAnalysis: settings.REPORT_ZONING_PRICE_USD,
        useRenderingService: settings.REPORT_RENDERING_PRICE_USD,
      };
}

/** A stored amount in a currency read from the database (the back office's sums and columns). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return (currencies as readonly string[]).includes(currency)
    ? formatPrice(amount, currency as Currency, locale)
    : `${amount.toLocaleString(locale)} ${currency}`;
}
