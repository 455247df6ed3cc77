import type { Attribution } from "@/lib/validation/attribution";

/** The visit's landing, kept for the tab's session (a visit) across the site's pages. */
const STORAGE_KEY = "site:landing";

function fromLocation(): Attribution {
  const query = new URLSearchParams(window.location.search);
  const utm = (name: string) => query.get(name) ?? "";
  return {
    utm_source: utm("utm_source"),
    utm_medium: utm("utm_medium"),
    utm_campaign: utm("utm_campaign"),
    utm_term: utm("utm_term"),
    utm_content: utm("utm_content"),
    landing_page: window.location.pathname + window.location.search,
    referrer: document.referrer,
  };
}

/**
 * Called on every page view: the first of the visit writes its page, referrer and utm parameters,
 * later ones leave them. Storage may be off (private modes, a full quota): forms then send the
 * page they are on.
 */
export function rememberLanding(): void {
  try {
    if (!sessionStorage.getItem(STORAGE_KEY)) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(fromLocation()));
  } catch {}
}

/** What a form sends about the visit: its first landing, or the current page when none was kept. */
export function visitAttribution(): Attribution {
  try {
    const kept = sessionStorage.getItem(STORAGE_KEY);
    if (kept) return { ...fromLocation(), ...(JSON.parse(kept) as Attribution) };
  } catch {}
  return fromLocation();
}
