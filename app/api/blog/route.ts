import { hasLocale } from "next-intl";
import { blogFeedResponse } from "@/lib/blog/feed";
import { defaultLocale, locales } from "@/lib/i18n/routing";
import { route } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /**
   * The feeds' first address, kept for readers subscribed to it: RSS 2.0 of the Korean posts,
   * `?locale=en` of the English ones. The pages announce /rss.xml and /en/rss.xml, the same documents.
   */
  GET: async (request) => {
    const asked = new URL(request.url).searchParams.get("locale");
    return blogFeedResponse(hasLocale(locales, asked) ? asked : defaultLocale);
  },
});
