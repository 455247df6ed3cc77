import { brand } from "@/lib/config/brand";
import { env } from "@/lib/config/env";
import { isPlaceholder } from "@/lib/config/placeholder";
import { securityTxt } from "@/lib/seo/security-txt";

/** Rendered on each request, so its Expires date stays a year ahead however long a build runs. */
export function GET() {
  const contactEmail = isPlaceholder(brand.supportEmail) ? undefined : brand.supportEmail;
  const body = securityTxt({ contactEmail, siteUrl: env().SITE_URL, now: new Date() });
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
