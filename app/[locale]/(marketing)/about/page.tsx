import { AboutClosing } from "@/components/about/about-closing";
import { AboutHistory } from "@/components/about/about-history";
import { AboutNews } from "@/components/about/about-news";
import { AboutStory } from "@/components/about/about-story";
import { Leadership } from "@/components/about/leadership";
import styles from "@/components/about/about.module.css";
import { PageHero } from "@/components/ui/page-hero";
import { getTranslations } from "next-intl/server";
import { resolveLocale } from "@/lib/i18n/params";
import { newsForPage } from "@/lib/news/public-news";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

export const generateMetadata = sitePageMetadataFor("about");

// Pre-rendered and cached by Next, so nginx may cache it too; its news come from the tagged data cache,
// and a news write makes Next render it again (docs/caching.md), with that copy's script hashes.
export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const news = await newsForPage(await resolveLocale(params));
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

/** Sits under the header, which stays transparent while the page is at the top. */
async function AboutHero() {
  const t = await getTranslations("about.hero");
  return <PageHero clip="about-hero" tone="light" headline={t("headline")} lead={t("lead")} className={styles.hero} />;
}
