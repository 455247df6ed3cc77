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
