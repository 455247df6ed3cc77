/** The feasibility report itself, before add-ons, in whole US dollars: the figure on the price list. */
export const REPORT_PRICE_USD = 990;

/** The two paid add-ons, in whole US dollars. */
export const addOns = [
  { field: "useZoningAnalysis", priceUsd: 150 },
  { field: "useRenderingService", priceUsd: 300 },
] as const;

export type AddOnField = (typeof addOns)[number]["field"];

/** What the request costs: the report and the add-ons chosen. */
export function totalUsd(selected: Record<AddOnField, boolean>): number {
  return addOns.reduce((sum, addOn) => sum + (selected[addOn.field] ? addOn.priceUsd : 0), REPORT_PRICE_USD);
}
