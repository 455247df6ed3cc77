import { hasLocale } from "next-intl";
import { blogFeedXml } from "@/lib/blog/feed";
import { defaultLocale, locales } from "@/lib/i18n/routing";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /**
   * RSS 2.0 of the Korean posts; `?locale=en` of the English ones. The posts come from Next's cache
   * (expired by tag on every publish, unpublish and scheduled publish); readers revalidate each time.
   */
  GET: async (request) => {
    // The feed's own address names its language (a reader subscribes to one), so it is a query, not a header.
    const asked = new URL(request.url).searchParams.get("locale");
    const locale = hasLocale(locales, asked) ? asked : defaultLocale;
    return new Response(await blogFeedXml(locale), {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": "public, max-age=0, must-revalidate",
      },
    });
  },
});
