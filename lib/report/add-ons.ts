/** The two paid add-ons (spec §3, §9), in whole US dollars. */
export const addOns = [
  { field: "useZoningAnalysis", priceUsd: 150 },
  { field: "useRenderingService", priceUsd: 300 },
] as const;

export type AddOnField = (typeof addOns)[number]["field"];

export function totalUsd(selected: Record<AddOnField, boolean>): number {
  return addOns.reduce((sum, addOn) => sum + (selected[addOn.field] ? addOn.priceUsd : 0), 0);
}
