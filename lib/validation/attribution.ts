import * as z from "zod/mini";
import "@/lib/validation/form-z";

/**
 * Where the visit came from, sent with every form (lib/client/attribution.ts): the first page of the
 * visit, the referrer it arrived with and the five utm parameters of that landing. Not typed by the
 * visitor, so never a reason to refuse a submit: too long is cut, missing is blank.
 */
const visitText = (max: number) =>
  z._default(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.trim().slice(0, max)),
    ),
    "",
  );

export const attributionKeys = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "landing_page",
  "referrer",
] as const;
export type AttributionKey = (typeof attributionKeys)[number];

export function attributionShape() {
  return {
    utm_source: visitText(200),
    utm_medium: visitText(200),
    utm_campaign: visitText(200),
    utm_term: visitText(200),
    utm_content: visitText(200),
    landing_page: visitText(2000),
    referrer: visitText(2000),
  };
}

export type Attribution = Record<AttributionKey, string>;
