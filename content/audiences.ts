import type { IconName } from "./icons";

/** Audience types shown as chips and role cards; labels live in messages `landing.audiences`. */
export const audienceKeys = [
  "developer_investor",
  "developer",
  "architect",
  "broker",
  "financial",
  "bd",
  "government",
  "owner_investor",
  "manufacturer",
  "consultant",
] as const;
export type AudienceKey = (typeof audienceKeys)[number];

export const audienceIcons: Record<AudienceKey, IconName> = {
  developer_investor: "investor",
  developer: "developer",
  architect: "architect",
  broker: "broker",
  financial: "financial",
  bd: "bd",
  government: "government",
  owner_investor: "investor",
  manufacturer: "manufacturer",
  consultant: "consultant",
};

/** Audiences with a short label used on chips. */
export const shortLabelled: Partial<Record<AudienceKey, "bdShort">> = { bd: "bdShort" };
