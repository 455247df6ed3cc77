export const careerIds = [
  "graphic-designer",
  "head-of-sales",
  "architect-architectural-designer",
  "project-analyst-real-estate-development",
  "strategic-account-executive",
  "business-development-marketing-intern",
] as const;
export type CareerId = (typeof careerIds)[number];

/** Section keys of a posting, in page order; their headings live in messages/. */
export const careerSectionKeys = [
  "about_product",
  "our_innovative_solution",
  "who_we_are",
  "who_we_serve",
  "key_responsibilities",
  "requirements",
  "not_necessary",
  "company_benefits",
  "how_to_apply",
] as const;
export type CareerSectionKey = (typeof careerSectionKeys)[number];

export type CareerBlock = { kind: "p"; text: string } | { kind: "ul"; items: string[] };

export interface CareerPosting {
  id: CareerId;
  title: string;
  /** e.g. "Full-time", "Internship". */
  employmentType: string;
  location: string;
  /** One-line summary for the /career list. */
  summary: string;
  intro: string;
  sections: Record<CareerSectionKey, CareerBlock[]>;
}

type CompanySectionKey = "about_product" | "our_innovative_solution" | "who_we_are" | "who_we_serve";
type ListSectionKey = "key_responsibilities" | "requirements" | "not_necessary" | "company_benefits";

/**
 * A language's words for the postings; lib/content/site.ts lays them out as CareerPostings (the same
 * blocks in every language). Each posting's list sections are bullet lists.
 */
export interface CareerWords {
  /** The company paragraphs every posting opens with. */
  company: Record<Exclude<CompanySectionKey, "about_product">, string> & { about_product: string[] };
  /** How to apply: resume by e-mail with a fixed subject line, or, while CAREERS_EMAIL is an example, the contact page. */
  apply: {
    viaContact: (title: string) => string;
    byEmail: (email: string, title: string) => string;
    closing: string;
  };
  postings: Record<
    CareerId,
    Omit<CareerPosting, "id" | "sections"> &
      Record<ListSectionKey, string[]> & {
        /** The title the application names, where it differs from the posting's. */
        applyTitle?: string;
        portfolioNote?: string;
      }
  >;
}
