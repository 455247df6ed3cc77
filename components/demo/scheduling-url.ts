import { brand, type DemoTrigger } from "@/lib/config/brand";

/** The query parameters the widget carries over from the page (campaign, source, medium). */
const carried = ["utm_campaign", "utm_source", "utm_medium"] as const;

/**
 * The scheduling page for a trigger (brand.scheduling: most carry a utm_content tag) plus the
 * current page's utm_campaign, utm_source and utm_medium when present.
 */
export function schedulingUrl(trigger: DemoTrigger, search: string): string {
  const url = new URL(brand.scheduling[trigger]);
  const query = new URLSearchParams(search);
  for (const name of carried) {
    const value = query.get(name);
    if (value) url.searchParams.set(name, value);
  }
  return url.toString();
}
