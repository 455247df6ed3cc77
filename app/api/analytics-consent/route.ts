import { route } from "@/lib/api/route";
import { analyticsConsentScript, analyticsConsentScriptVersion } from "@/lib/client/analytics-consent-script";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /**
   * The visit-statistics notice's script. Its address carries the content's hash (`?v=`), so a year's
   * cache; but not for another hash, which an older instance may get during a rolling deploy.
   */
  GET: (request) =>
    new Response(analyticsConsentScript, {
      headers: {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control":
          new URL(request.url).searchParams.get("v") === analyticsConsentScriptVersion
            ? "public, max-age=31536000, immutable"
            : "no-store",
      },
    }),
});
