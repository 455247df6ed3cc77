import { brand } from "@/lib/config/brand";
import { stripLocale } from "@/lib/i18n/paths";
/**
 * Every public page with a fixed path, keyed to its `pages.<key>` messages. The sitemap, the
 * metadata tests and the navigation read this one table.
 */
export const sitePages = {
  landing: "/",
  zenApp: "/zen-app",
  report: "/report",
  sampleReport: "/report/sample",
  aiConsulting: "/ai-consulting",
  modular: "/modular",
  about: "/about",
  caseStudies: "/case-studies",
  caseStudyLosAngeles: "/case-studies/los-angeles",
  caseStudySeoul: "/case-studies/seoul",
  caseStudyUniversity: "/case-studies/university-housing",
  career: "/career",
  contact: "/contact",
  signup: "/signup",
  demo: "/demo",
  terms: "/terms-and-conditions",
  privacy: "/privacy-policy",
  blog: "/blog",
  phx: "/phx",
  boston: "/boston",
  la: "/la",
  ed1: "/ed1",
} as const;

export type SitePageKey = keyof typeof sitePages;
export type SitePath = (typeof sitePages)[SitePageKey];

/**
 * Routes with more than one page: a post or posting each (one segment), earlier legal versions, the staff
 * area; the pages e-mailed links open (newsletter confirmation, unsubscribe, a privacy request's verification)
 * and the privacy request form the policy links, kept out of the sitemap.
 */
const routeFamilies = [
  /^\/newsletter\/(confirm|unsubscribe)$/,
  /^\/privacy-request(\/verify)?$/,
  /^\/blog\/[^/]+$/,
  /^\/career\/[^/]+$/,
  /^\/(terms-and-conditions|privacy-policy)\/\d{4}-\d{2}-\d{2}$/,
  /^\/staff(\/.*)?$/,
  /^\/blog-editor(\/[^/]+)?$/,
  /^\/sitemap-generator$/,
];
const fixedPaths = new Set<string>(Object.values(sitePages));

/**
 * Whether a page can exist at `internalPath` (the path without its locale prefix). The proxy sends
 * every other path to the home page itself, with one Location header, instead of rendering a
 * redirect (which Next cached per unknown path and sent with the header twice).
 */
export function isKnownPath(internalPath: string, oldPolicyToken: string): boolean {
  return (
    fixedPaths.has(internalPath) ||
    internalPath === `/${oldPolicyToken}` ||
    routeFamilies.some((family) => family.test(internalPath))
  );
}

/** Pages whose rendering reads the database (posts, the back office): 503 while it is down. */
const databasePages = [/^\/blog(\/[^/]+)?$/, /^\/staff(\/.*)?$/, /^\/blog-editor(\/.*)?$/, /^\/sitemap-generator$/];

export function readsDatabase(internalPath: string): boolean {
  return databasePages.some((page) => page.test(internalPath));
}

/** Campaign and booking paths, which the old site served in any letter case (/PHX, /Demo). */
const campaignPrefixes = ["/beta", "/ed1", "/phx", "/boston", "/la", "/demo"] as const;

export function isCampaignPath(internalPath: string): boolean {
  const lower = internalPath.toLowerCase();
  return campaignPrefixes.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/** For "/PHX/x" or "/en/Demo": the same path in lower case, which is where those pages live; else null. */
export function lowerCaseCampaignPath(pathname: string): string | null {
  const internal = stripLocale(pathname);
  if (!isCampaignPath(internal) || pathname === pathname.toLowerCase()) return null;
  return pathname.toLowerCase();
}

interface Move {
  destination: string;
  permanent: boolean;
}

/**
 * Old addresses and where they go now (in both languages; `mapProduct` is the map product's own site).
 * Sent by the proxy, whose responses carry the site's headers (next.config.ts `redirects()` do not).
 */
export function movedPage(internalPath: string, mapProduct: string): Move | null {
  const moves: Record<string, Move> = {
    [`/${brand.productSlug}-app`]: { destination: "/zen-app", permanent: true },
    "/beta": { destination: "/modular", permanent: true },
    "/zmaps": { destination: mapProduct, permanent: false },
  };
  return moves[internalPath] ?? null;
}
