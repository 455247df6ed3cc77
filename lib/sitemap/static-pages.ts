import { sitePages, type SitePageKey } from "@/lib/seo/site-pages";
import type { Changefreq } from "./types";

export interface StaticPageRule {
  path: string;
  priority: number;
  changefreq: Changefreq;
}

type Rules = Partial<Record<SitePageKey, number>>;

/**
 * The pages the sitemap lists, by how often they change, with their priorities: the old site's table,
 * plus the public pages it left out (product pages like /modular, so crawlers find them) at the
 * priority of their peers.
 */
const byChangefreq: Partial<Record<Changefreq, Rules>> = {
  daily: { landing: 1, blog: 0.9 },
  weekly: { zenApp: 0.9 },
  monthly: {
    report: 0.8,
    modular: 0.8,
    aiConsulting: 0.8,
    about: 0.7,
    caseStudies: 0.7,
    sampleReport: 0.6,
    caseStudyLosAngeles: 0.6,
    caseStudySeoul: 0.6,
    caseStudyUniversity: 0.6,
    contact: 0.6,
    career: 0.6,
    signup: 0.6,
  },
  yearly: { terms: 0.3, privacy: 0.3 },
};

export const staticPageRules: StaticPageRule[] = Object.entries(byChangefreq).flatMap(([changefreq, rules]) =>
  Object.entries(rules).map(([key, priority]) => ({
    path: sitePages[key as SitePageKey],
    priority,
    changefreq: changefreq as Changefreq,
  })),
);
