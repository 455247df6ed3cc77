import { blogFeedResponse } from "@/lib/blog/feed";
import { route } from "@/lib/api/route";

// Per request from Next's cache of the live posts (expired by tag on every publish), like the pages.
export const dynamic = "force-dynamic";

/** RSS 2.0 of the English posts (the Korean ones: /rss.xml). */
export const { GET, POST, PUT, PATCH, DELETE } = route({ GET: () => blogFeedResponse("en") });
