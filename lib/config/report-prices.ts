import { z } from "../validation/z";
import { withDefault } from "./env-helpers";

const amount = (fallback: number, unit: string) =>
  withDefault(
    z.coerce
      .number({ error: `expected a whole number of ${unit}, e.g. ${fallback}` })
      .int({ error: `expected a whole number of ${unit}, e.g. ${fallback}` })
      .min(0, { error: `expected a whole number of ${unit}, e.g. ${fallback}` }),
    fallback,
  );

/**
 * The report's price list, one per currency: won (VAT included) for Korean pages, US dollars for
 * English ones. Part of the environment (lib/config/env-schema.ts); the report page is built with them.
 */
export const reportPriceSettingsSchema = z.object({
  REPORT_PRICE_KRW: amount(1_300_000, "won"),
  REPORT_ZONING_PRICE_KRW: amount(200_000, "won"),
  REPORT_RENDERING_PRICE_KRW: amount(400_000, "won"),
  REPORT_PRICE_USD: amount(990, "US dollars"),
  REPORT_ZONING_PRICE_USD: amount(150, "US dollars"),
  REPORT_RENDERING_PRICE_USD: amount(300, "US dollars"),
});

export type ReportPriceSettings = z.infer<typeof reportPriceSettingsSchema>;
export const reportPriceSettingNames = Object.keys(reportPriceSettingsSchema.shape) as Array<keyof ReportPriceSettings>;
