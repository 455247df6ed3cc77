/** What the bench measures. Pages: three pre-rendered ones; Lighthouse: the main routes. */
export const loadPages = ["/", "/zen-app", "/about"];
/** Five main routes × two presets × three runs keeps the bench under 10 minutes on 2 cores. */
export const lighthouseRoutes = ["/", "/zen-app", "/modular", "/report", "/about"];
/** BENCH_ALL_ROUTES=1 adds these (about 4 more minutes). */
export const moreLighthouseRoutes = ["/ai-consulting", "/case-studies", "/blog"];
/** Pre-rendered routes (the JavaScript a first visit downloads is read from their HTML files). */
export const jsRoutes = [
  ...lighthouseRoutes,
  "/ai-consulting",
  "/case-studies",
  "/contact",
  "/signup",
  "/career",
  "/blog",
];

/** A valid lead for the lead-form sheet endpoint; each request stores a new row (no idempotency key). */
export function leadRequest(base: string) {
  return {
    url: `${base}/api/xlsx/ZenApp`,
    method: "POST" as const,
    headers: { "content-type": "application/json", "accept-language": "en" },
    body: JSON.stringify({
      firstName: "Bench",
      lastName: "Mark",
      email: "bench@example.com",
      company: "Bench Co",
      jobTitle: "developer",
      message: "Load test lead",
      utm_source: "bench",
      utm_medium: "autocannon",
    }),
  };
}

/** A valid contact-form message for the e-mail endpoint: each request stores a row and queues a mail. */
export function contactRequest(base: string) {
  return {
    url: `${base}/api/main/email`,
    method: "POST" as const,
    headers: { "content-type": "application/json", "accept-language": "en" },
    body: JSON.stringify({
      tag: "Contact",
      company: "Bench Co",
      name: "Bench Runner",
      email: "bench@example.com",
      purpose: "other",
      message: "Load test message",
    }),
  };
}
