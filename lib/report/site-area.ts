import { readArea, SQM_PER_PYEONG, SQM_PER_SQFT, type AreaUnit } from "@/lib/money/prices";
import { fill } from "@/lib/staff/team";

/**
 * A report request's site area as its fields keep it: `siteArea` the number in `siteAreaUnit` (㎡ or sq
 * ft, commas as typed), and `siteAreaPyeong` the 평 a ㎡ page's visitor typed before it became ㎡.
 */
export interface StoredSiteArea {
  value: number;
  unit: AreaUnit;
  /** The 평 as typed ("330평" → 330); null when the area was typed in its unit. */
  pyeong: number | null;
}

/** The stored key of the 평 typed, beside the ㎡ it became (exports and filters read `siteArea`). */
export const SITE_AREA_PYEONG = "siteAreaPyeong";

/** The site area of stored fields; null when there is none or it does not read as a number in a known unit. */
export function storedSiteArea(fields: Record<string, unknown>): StoredSiteArea | null {
  const { siteArea, siteAreaUnit } = fields;
  if (typeof siteArea !== "string" || (siteAreaUnit !== "sqm" && siteAreaUnit !== "sqft")) return null;
  const area = readArea(siteArea, siteAreaUnit);
  if (!area || area.unit !== siteAreaUnit) return null;
  const typed = fields[SITE_AREA_PYEONG];
  const pyeong = siteAreaUnit === "sqm" && typeof typed === "number" && Number.isFinite(typed) ? typed : null;
  return { value: area.value, unit: siteAreaUnit, pyeong };
}

/**
 * The stored keys the area's one line already says (its unit, the 평 typed), to leave out of a list of the
 * fields; also when the area was left empty, where its unit says nothing. None when the area does not
 * read (`area` null), so its raw figure and unit are both shown.
 */
export function siteAreaFoldedKeys(fields: Record<string, unknown>, area: StoredSiteArea | null): string[] {
  return area || fields.siteArea === "" ? ["siteAreaUnit", SITE_AREA_PYEONG] : [];
}

/** How a reader's language writes the area: ㎡ with 평 about it or as typed, sq ft with its ㎡. */
export interface SiteAreaWords {
  sqm: string;
  sqmEnteredPyeong: string;
  sqft: string;
}

/**
 * The area in one line in `locale`'s numbers ("1,090.9㎡ (약 330평)", "11,743 sq ft (1,091 m²)"):
 * the figures typed to two decimals, the ones converted from them to one, as the wizard shows them.
 */
export function siteAreaText(area: StoredSiteArea, locale: string, words: SiteAreaWords): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (area.unit === "sqft")
    return fill(words.sqft, { sqft: number(area.value, 2), sqm: number(area.value * SQM_PER_SQFT, 1) });
  if (area.pyeong !== null)
    return fill(words.sqmEnteredPyeong, { sqm: number(area.value, 2), pyeong: number(area.pyeong, 2) });
  return fill(words.sqm, { sqm: number(area.value, 2), pyeong: number(area.value / SQM_PER_PYEONG, 1) });
}
