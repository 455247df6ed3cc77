import { blogFeedXml } from "@/lib/blog/feed";
import { handleRoute } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

/**
 * RSS 2.0 of the Korean posts; `?locale=en` of the English ones. The posts come from Next's cache
 * (expired by tag on every publish, unpublish and scheduled publish); readers revalidate each time.
 */
export const GET = handleRoute(async (request) => {
  const locale = new URL(request.url).searchParams.get("locale") === "en" ? "en" : "ko";
  return new Response(await blogFeedXml(locale), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
