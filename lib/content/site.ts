import { careerPostingsEn } from "@/content/careers/postings.en";
import { careerPostingsKo } from "@/content/careers/postings.ko";
import type { CareerPosting } from "@/content/careers/types";
import { landingProductsFor } from "@/content/landing/products";
import { navigationFor } from "@/content/navigation";
import { brandFacts } from "./consent";

/** The header dropdowns, the drawer groups and the footer's product list (the map product while it has an address). */
export const navigation = navigationFor(brandFacts);

/** The landing page's product cards. */
export const landingProducts = landingProductsFor(brandFacts);

const postings = { ko: careerPostingsKo(brandFacts), en: careerPostingsEn(brandFacts) };

/** All postings in the order of careerIds (Korean is the default and fallback). */
export function careerPostings(locale: "ko" | "en"): readonly CareerPosting[] {
  return locale === "en" ? postings.en : postings.ko;
}

/** The posting with the given id, or undefined for an unknown id. */
export function findCareerPosting(locale: "ko" | "en", id: string): CareerPosting | undefined {
  return careerPostings(locale).find((posting) => posting.id === id);
}
