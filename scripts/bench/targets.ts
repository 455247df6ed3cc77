/** What the bench measures. */

/** Every public route, each measured in Korean (the bare path) and English (under /en). */
const publicRoutes = [
  "/",
  "/zen-app",
  "/modular",
  "/ai-consulting",
  "/report",
  "/report/sample",
  "/about",
  "/contact",
  "/signup",
  "/blog",
  "/case-studies",
  "/case-studies/seoul",
  "/career",
  "/career/graphic-designer",
  "/privacy-policy",
  "/terms-and-conditions",
  // The campaign pages: a lead form each, and the scheduling widget's own page.
  "/demo",
  "/boston",
  "/la",
  "/phx",
  "/ed1",
];

/** The pages there for one form, or for the scheduling widget: they carry it from the start. */
const formRoutes = ["/contact", "/signup", "/demo", "/boston", "/la", "/phx", "/ed1"];

export interface LighthousePage {
  path: string;
  /** Sent as Accept-Language, so the bare paths respond in Korean as they do for a Korean visitor. */
  language: "ko-KR" | "en-US";
}

const english = (route: string) => (route === "/" ? "/en" : `/en${route}`);

/** Every public route in both languages, and a post in each (the blog is per language). */
export const lighthousePages: LighthousePage[] = [
  ...publicRoutes.flatMap((route): LighthousePage[] => [
    { path: route, language: "ko-KR" },
    { path: english(route), language: "en-US" },
  ]),
  { path: "/blog/unit-mix-optimisation-seoul", language: "ko-KR" },
  { path: "/en/blog/ai-feasibility-in-minutes", language: "en-US" },
];

/** BENCH_QUICK=1: the plumbing on two pages. */
export const quickLighthousePages: LighthousePage[] = [
  { path: "/", language: "ko-KR" },
  { path: "/en/contact", language: "en-US" },
];

/** The routes whose first-visit JavaScript is measured, from their Korean HTML: the pre-rendered file, or the served page for those rendered per request. */
export const jsRoutes = publicRoutes;

/**
 * JavaScript a first visit may download over the bare Next.js page's own (React and Next), in KB
 * gzipped: the landing page's carousel and full-page scrolling load on demand, and the form pages
 * carry their form from the start.
 */
export function javascriptBudgetKb(route: string): number {
  if (route === "/") return 15;
  if (formRoutes.includes(route)) return 35;
  return 10;
}

/** An English JSON POST to one of the site's endpoints, as the site's forms send it. */
function jsonPost(url: string, fields: Record<string, string | boolean>) {
  return {
    url,
    method: "POST" as const,
    headers: { "content-type": "application/json", "accept-language": "en" },
    body: JSON.stringify(fields),
  };
}

// What the bench's requests send: one made-up company, its person, and a campaign's tags.
const company = { company: "Bench Co", email: "bench@example.com", privacyConsent: true };
const lead = { ...company, firstName: "Bench", lastName: "Mark", jobTitle: "developer", message: "Load test lead" };
const campaign = { utm_source: "bench", utm_medium: "autocannon" };
const contact = { ...company, tag: "Contact", name: "Bench Runner", purpose: "other", message: "Load test message" };

/** A valid lead form's one request: each stores a new row and queues its mail (no idempotency key). */
export const leadRequest = (base: string) => jsonPost(`${base}/api/leads`, { form: "ZenApp", ...lead, ...campaign });

/** A valid contact-form message for the e-mail endpoint: each request stores a row and queues a mail. */
export const contactRequest = (base: string) => jsonPost(`${base}/api/main/email`, contact);
