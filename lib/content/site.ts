import { careerWordsEn } from "@/content/careers/postings.en";
import { careerWordsKo } from "@/content/careers/postings.ko";
import { careerIds, type CareerBlock, type CareerPosting, type CareerWords } from "@/content/careers/types";
import { landingProductsFor } from "@/content/landing/products";
import { navigationFor } from "@/content/navigation";
import { brandFacts } from "./consent";

/** The header dropdowns, the drawer groups and the footer's product list (the map product while it has an address). */
export const navigation = navigationFor(brandFacts);

/** The landing page's product cards. */
export const landingProducts = landingProductsFor(brandFacts);

const paragraph = (text: string): CareerBlock => ({ kind: "p", text });
const list = (items: string[]): CareerBlock[] => [{ kind: "ul", items: [...items] }];

/** One language's postings, in the order of careerIds, each with fresh arrays of its own. */
function careerPostingsFrom({ company, apply, postings }: CareerWords): CareerPosting[] {
  return careerIds.map((id) => {
    const { applyTitle, portfolioNote, ...posting } = postings[id];
    const { key_responsibilities, requirements, not_necessary, company_benefits, ...heading } = posting;
    const named = applyTitle ?? posting.title;
    return {
      id,
      ...heading,
      sections: {
        about_product: company.about_product.map(paragraph),
        our_innovative_solution: [paragraph(company.our_innovative_solution)],
        who_we_are: [paragraph(company.who_we_are)],
        who_we_serve: [paragraph(company.who_we_serve)],
        key_responsibilities: list(key_responsibilities),
        requirements: list(requirements),
        not_necessary: list(not_necessary),
        company_benefits: list(company_benefits),
        how_to_apply: [
          paragraph(
            brandFacts.careersEmail === null ? apply.viaContact(named) : apply.byEmail(brandFacts.careersEmail, named),
          ),
          ...(portfolioNote ? [paragraph(portfolioNote)] : []),
          paragraph(apply.closing),
        ],
      },
    };
  });
}

const postings = {
  ko: careerPostingsFrom(careerWordsKo(brandFacts)),
  en: careerPostingsFrom(careerWordsEn(brandFacts)),
};

/** All postings in the order of careerIds (Korean is the default and fallback). */
export function careerPostings(locale: "ko" | "en"): readonly CareerPosting[] {
  return locale === "en" ? postings.en : postings.ko;
}

/** The posting with the given id, or undefined for an unknown id. */
export function findCareerPosting(locale: "ko" | "en", id: string): CareerPosting | undefined {
  return careerPostings(locale).find((posting) => posting.id === id);
}
