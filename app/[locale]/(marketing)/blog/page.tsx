import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BlogList } from "@/components/blog/blog-list";
import styles from "@/components/blog/blog.module.css";
import { toCard } from "@/lib/blog/card";
import { listLivePosts } from "@/lib/blog/live-posts";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadata } from "@/lib/seo/page-metadata";

// Read per request from SQLite: a publish or unpublish shows at once, and a fresh database is never
// hidden behind a page rendered at build time.
export const dynamic = "force-dynamic";

interface BlogPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: BlogPageProps): Promise<Metadata> {
  return sitePageMetadata(await resolveLocale(params), "blog");
}

export default async function BlogPage({ params }: BlogPageProps) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "pages.blog" });
  const tb = await getTranslations({ locale, namespace: "blog" });
  const posts = (await listLivePosts()).map((post) => toCard(post.id, post.list, post.content));
  return (
    <>
      <section className={styles.banner}>
        <div className={styles.bannerInner}>
          <h1>{t("heading")}</h1>
          <p>{tb("bannerLead")}</p>
        </div>
      </section>
      <BlogList posts={posts} />
    </>
  );
}
