/**
 * The three case studies: each a page of the site (/case-studies/<slug>), its words in messages
 * `caseStudies.items.<key>`, its drawing in public/ (posterUrl), its metadata in `pages.<page>`.
 */
export const caseStudies = [
  { key: "losAngeles", slug: "los-angeles", page: "caseStudyLosAngeles", picture: "case-study-los-angeles" },
  { key: "seoul", slug: "seoul", page: "caseStudySeoul", picture: "case-study-seoul" },
  { key: "university", slug: "university-housing", page: "caseStudyUniversity", picture: "case-study-university" },
] as const;

export type CaseStudy = (typeof caseStudies)[number];

export const findCaseStudy = (slug: string): CaseStudy | undefined => caseStudies.find((item) => item.slug === slug);
