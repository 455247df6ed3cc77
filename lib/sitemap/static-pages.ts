import { sitePages } from "@/lib/seo/site-pages";
import type { Changefreq } from "./types";

export interface StaticPageRule {
  path: string;
  priority: number;
  changefreq: Changefreq;
}

/** The old site's table of pages, priorities and change frequencies, plus the public pages it left out, at the priority of their peers. */
export const staticPageRules: StaticPageRule[] = [
  { path: sitePages.landing, priority: 1, changefreq: "daily" },
  { path: sitePages.zenApp, priority: 0.9, changefreq: "weekly" },
  { path: sitePages.report, priority: 0.8, changefreq: "monthly" },
  { path: sitePages.modular, priority: 0.8, changefreq: "monthly" },
  { path: sitePages.about, priority: 0.7, changefreq: "monthly" },
  { path: sitePages.contact, priority: 0.6, changefreq: "monthly" },
  { path: sitePages.blog, priority: 0.9, changefreq: "daily" },
  { path: sitePages.terms, priority: 0.3, changefreq: "yearly" },
  { path: sitePages.privacy, priority: 0.3, changefreq: "yearly" },
  // Not in the old site's table; product pages like /modular, so crawlers find them.
  { path: sitePages.aiConsulting, priority: 0.8, changefreq: "monthly" },
  { path: sitePages.caseStudies, priority: 0.7, changefreq: "monthly" },
  { path: sitePages.career, priority: 0.6, changefreq: "monthly" },
  { path: sitePages.signup, priority: 0.6, changefreq: "monthly" },
];
