/** The visit's landing, kept for the tab's session (a visit) across the site's pages. */
export const LANDING_KEY = "site:landing";

/**
 * Called on every page view by the shell, so as small as it can be (content pages have a byte budget):
 * the first view of the visit keeps its page and referrer, and so does a later arrival with other utm
 * parameters (a new campaign click; internal links carry the query on, so they keep the landing).
 * `visitAttribution` (./attribution.ts) reads the utm parameters from that page when a form sends them.
 * Storage may be off (private modes, a full quota): then forms send the page they are on.
 */
export function rememberLanding(): void {
  try {
    const { search } = location;
    const kept: string | undefined = sessionStorage[LANDING_KEY];
    if (!kept || (search.includes("utm_") && !kept.includes(search)))
      sessionStorage[LANDING_KEY] = JSON.stringify([location.pathname + search, document.referrer]);
  } catch {}
}
