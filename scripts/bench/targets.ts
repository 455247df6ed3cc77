/** What the bench measures. Pages: three pre-rendered ones; Lighthouse: the main routes. */
export const loadPages = ["/", "/zen-app", "/about"];
export const lighthouseRoutes = [
  "/",
  "/zen-app",
  "/modular",
  "/ai-consulting",
  "/report",
  "/about",
  "/case-studies",
  "/blog",
];
export const jsRoutes = [...lighthouseRoutes, "/contact", "/signup", "/career"];

/** A valid lead for the lead-form sheet endpoint; unique e-mails so each request is a new lead. */
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
