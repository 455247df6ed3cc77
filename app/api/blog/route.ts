import { blogFeedXml } from "@/lib/blog/feed";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /**
   * RSS 2.0 of the Korean posts; `?locale=en` of the English ones. The posts come from Next's cache
   * (expired by tag on every publish, unpublish and scheduled publish); readers revalidate each time.
   */
  GET: async (request) => {
    const locale = new URL(request.url).searchParams.get("locale") === "en" ? "en" : "ko";
    return new Response(await blogFeedXml(locale), {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": "public, max-age=0, must-revalidate",
      },
    });
  },
});
