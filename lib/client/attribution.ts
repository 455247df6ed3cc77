import type { Attribution } from "@/lib/validation/attribution";

/** Where the shell's page-view tracker keeps the visit's landing (components/shell/shell-effects.tsx). */
const LANDING_KEY = "site:landing";

/** What a form sends about the visit: its first landing, or the current page when none was kept. */
export function visitAttribution(): Attribution {
  let [page, referrer] = [window.location.pathname + window.location.search, document.referrer];
  try {
    const kept = sessionStorage.getItem(LANDING_KEY);
    if (kept) [page, referrer] = JSON.parse(kept) as [string, string];
  } catch {}
  // A landing reached from this site without campaign tags: the visit began on the page before, which
  // was left before its scripts ran (a demo button tapped in a slow phone's first seconds, /demo) and
  // so kept nothing. That page, with its tags, is the landing; where the visitor came from is lost.
  try {
    const before = new URL(referrer); // throws where there is no referrer
    if (before.origin === window.location.origin && !page.includes("utm_"))
      [page, referrer] = [before.pathname + before.search, ""];
  } catch {}
  const query = new URL(page, window.location.origin).searchParams;
  const utm = (name: string) => query.get(name) ?? "";
  return {
    utm_source: utm("utm_source"),
    utm_medium: utm("utm_medium"),
    utm_campaign: utm("utm_campaign"),
    utm_term: utm("utm_term"),
    utm_content: utm("utm_content"),
    landing_page: page,
    referrer,
  };
}
