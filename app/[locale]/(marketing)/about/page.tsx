import { connection } from "next/server";
import { AboutClosing } from "@/components/about/about-closing";
import { AboutHero } from "@/components/about/about-hero";
import { AboutHistory } from "@/components/about/about-history";
import { AboutNews } from "@/components/about/about-news";
import { AboutStory } from "@/components/about/about-story";
import { Leadership } from "@/components/about/leadership";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

export const generateMetadata = sitePageMetadataFor("about");

// Rendered per request: its news (Next's cache, expired by tag on every edit) changes its inline
// scripts, which the request's CSP nonce allows (lib/security/page-csp.ts).
export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  await connection();
  await resolveLocale(params);
  return (
    <>
      <AboutHero />
      <Leadership />
      <AboutStory />
      <AboutHistory />
      <AboutNews />
      <AboutClosing />
    </>
  );
}
