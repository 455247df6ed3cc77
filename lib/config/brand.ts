/**
 * Brand constants: the one place that names the company, the product and every outside URL.
 * Neutral defaults; a deployment changes them here, and the next build carries them everywhere.
 */
export const demoTriggers = [
  "default",
  "zenapp",
  "header",
  "laststrip",
  "modularlandingpage",
  "aboutus",
  "bisnow",
  "blog",
  "blogView",
] as const;
export type DemoTrigger = (typeof demoTriggers)[number];

const schedulingBase = "https://calendly.com/example-team/demo";

export const brand = {
  companyName: "Atlas Spatial",
  productName: "Atlas",
  /** Used by the `/{productSlug}-app` redirect and the `{product}-modular` card key. */
  productSlug: "atlas",
  supportEmail: "support@example.com",
  careersEmail: "careers@example.com",
  copyrightYear: 2025,
  urls: {
    mapProduct: "https://maps.example.com",
    linkedIn: "https://www.linkedin.com/company/example",
    sampleReportPdf: "https://docs.example.com/sample-feasibility-report.pdf",
    caseStudyLosAngeles: "https://docs.example.com/case-study-los-angeles.pdf",
    caseStudySeoul: "https://docs.example.com/case-study-seoul.pdf",
    caseStudyUniversityHousing: "https://news.example.com/university-housing",
    newsPartnership: "https://news.example.com/modular-housing-partnership",
    newsFund: "https://news.example.com/women-founders-fund",
    schedulingOrigin: "https://calendly.com",
    schedulingScript: "https://assets.calendly.com/assets/external/widget.js",
    tagManagerHost: "https://www.googletagmanager.com",
  },
  /** Scheduling page per demo trigger; the last three carry no utm_content tag. */
  scheduling: {
    default: `${schedulingBase}?utm_content=default`,
    zenapp: `${schedulingBase}?utm_content=zenapp`,
    header: `${schedulingBase}?utm_content=header`,
    laststrip: `${schedulingBase}?utm_content=laststrip`,
    modularlandingpage: `${schedulingBase}?utm_content=modularlandingpage`,
    aboutus: `${schedulingBase}?utm_content=aboutus`,
    bisnow: schedulingBase,
    blog: schedulingBase,
    blogView: schedulingBase,
  } satisfies Record<DemoTrigger, string>,
} as const;

export type Brand = typeof brand;
