/** The scheduling URL a demo trigger must open: its utm_content tag (where it has one), then the page's utm values. */
export function expectedSchedulingUrl(
  content: string | null,
  utm: { campaign: string; source: string; medium: string },
) {
  const url = new URL("https://calendly.com/example-team/demo");
  if (content) url.searchParams.set("utm_content", content);
  url.searchParams.set("utm_campaign", utm.campaign);
  url.searchParams.set("utm_source", utm.source);
  url.searchParams.set("utm_medium", utm.medium);
  return url.toString();
}
