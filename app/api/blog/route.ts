import { blogFeedXml } from "@/lib/blog/feed";
import { handleRoute } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

export const dynamic = "force-dynamic";

/** RSS 2.0 of the published posts; `?locale=en` links to the English pages. */
export const GET = handleRoute(async (request) => {
  const locale = new URL(request.url).searchParams.get("locale") === "en" ? "en" : "ko";
  return new Response(await blogFeedXml(locale), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
