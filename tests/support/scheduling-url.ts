/**
 * The scheduling URL a demo trigger must open: its utm_content tag (where it has one), then the page's
 * utm values. `base` is SCHEDULING_URL, by default the shipped example the suite's own build keeps.
 */
export function expectedSchedulingUrl(
  content: string | null,
  utm: { campaign?: string; source: string; medium: string },
  base = "https://calendly.com/example-team/demo",
) {
  const url = new URL(base);
  if (content) url.searchParams.set("utm_content", content);
  if (utm.campaign) url.searchParams.set("utm_campaign", utm.campaign);
  url.searchParams.set("utm_source", utm.source);
  url.searchParams.set("utm_medium", utm.medium);
  return url.toString();
}
