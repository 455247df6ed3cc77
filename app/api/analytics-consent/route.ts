import { route } from "@/lib/api/route";
import { analyticsConsentScript } from "@/lib/client/analytics-consent-script";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The visit-statistics notice's script; its address carries the content's hash (`?v=`), so a year's cache. */
  GET: () =>
    new Response(analyticsConsentScript, {
      headers: {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    }),
});
