import { careerPostingsEn } from "./postings.en";
import { careerPostingsKo } from "./postings.ko";
import type { CareerPosting } from "./types";

/** All postings in the order of careerIds (Korean is the default and fallback). */
export function careerPostings(locale: "ko" | "en"): readonly CareerPosting[] {
  return locale === "en" ? careerPostingsEn : careerPostingsKo;
}

/** The posting with the given id, or undefined for an unknown id. */
export function findCareerPosting(locale: "ko" | "en", id: string): CareerPosting | undefined {
  return careerPostings(locale).find((posting) => posting.id === id);
}
