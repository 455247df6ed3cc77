import type { BrandFacts } from "../facts";
import type { AudienceKey } from "../audiences";

export interface LandingProduct {
  /** Spec keys: zen-app, {product}-modular, ai-consulting, zmaps. */
  key: string;
  messageKey: "zmaps" | "zenApp" | "modular" | "aiConsulting";
  bestFor: readonly AudienceKey[];
  /** null: no button (the map product's address is still the example default). */
  href: string | null;
  external?: boolean;
}

/** The landing page's product cards, with the "Made for" audiences of each product. */
export const landingProductsFor = (facts: BrandFacts): readonly LandingProduct[] => [
  {
    key: "zmaps",
    messageKey: "zmaps",
    bestFor: ["developer_investor", "architect", "broker", "financial", "bd", "government"],
    href: facts.mapProduct,
    external: true,
  },
  { key: "zen-app", messageKey: "zenApp", bestFor: ["developer", "architect", "broker"], href: "/zen-app" },
  {
    key: `${facts.productSlug}-modular`,
    messageKey: "modular",
    bestFor: ["developer", "architect", "manufacturer", "consultant"],
    href: "/modular",
  },
  {
    key: "ai-consulting",
    messageKey: "aiConsulting",
    bestFor: ["developer_investor", "architect"],
    href: "/ai-consulting",
  },
];

/** Testimonial slide keys, in slide order (their texts live in messages `landing.testimonials.items`). */
export const testimonialKeys = ["northgate", "hanriver", "cushman", "neovalue"] as const;
export type TestimonialKey = (typeof testimonialKeys)[number];
