import { legalDocument } from "@/lib/content/legal";

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
