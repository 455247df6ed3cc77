import { connection } from "next/server";
import { AboutClosing } from "@/components/about/about-closing";
import { AboutHero } from "@/components/about/about-hero";
import { AboutHistory } from "@/components/about/about-history";
import { AboutNews } from "@/components/about/about-news";
import { AboutStory } from "@/components/about/about-story";
import { Leadership } from "@/components/about/leadership";
import { resolveLocale } from "@/lib/i18n/params";
import { newsForPage } from "@/lib/news/public-news";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

export const generateMetadata = sitePageMetadataFor("about");

// Rendered per request (its scripts carry the request's CSP nonce, lib/security/page-csp.ts), so the
// news are in the server's HTML: read from Next's data cache, which every news write expires by tag.
export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  await connection();
  const locale = await resolveLocale(params);
  const news = await newsForPage(locale);
  return (
    <>
      <AboutHero />
      <Leadership />
      <AboutStory />
      <AboutHistory />
      <AboutNews items={news} />
      <AboutClosing />
    </>
  );
}
