import { blogFeedResponse } from "@/lib/blog/feed";
import { route } from "@/lib/api/route";
import { defaultLocale } from "@/lib/i18n/routing";

// Per request from Next's cache of the live posts (expired by tag on every publish), like the pages.
export const dynamic = "force-dynamic";

/** RSS 2.0 of the Korean posts (the English ones: /en/rss.xml). */
export const { GET, POST, PUT, PATCH, DELETE } = route({ GET: () => blogFeedResponse(defaultLocale) });
