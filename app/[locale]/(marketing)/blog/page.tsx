import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { BlogList } from "@/components/blog/blog-list";
import styles from "@/components/blog/blog.module.css";
import { postsForLocale } from "@/lib/blog/by-language";
import { toCard } from "@/lib/blog/card";
import { listLivePosts } from "@/lib/blog/live-posts";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadata } from "@/lib/seo/page-metadata";

// Pre-rendered from Next's cache of the live posts; publishing, unpublishing and a scheduled
// publish expire it by tag (lib/blog/revalidate.ts), so a change shows within a second.

type BlogPageProps = PageProps<"/[locale]/blog">;

export async function generateMetadata({ params }: BlogPageProps): Promise<Metadata> {
  return sitePageMetadata(await resolveLocale(params), "blog");
}

/** Posts written in the page's language, then those written only in the other one (with a badge). */
export default async function BlogPage({ params }: BlogPageProps) {
  const locale = await resolveLocale(params);
  const [t, tb, messages, posts] = await Promise.all([
    getTranslations({ locale, namespace: "pages.blog" }),
    getTranslations({ locale, namespace: "blog" }),
    getMessages({ locale }),
    listLivePosts(),
  ]);
  const { own, other } = postsForLocale(posts, locale);
  const card = (post: (typeof posts)[number]) => toCard(post.id, post.list, post.content, messages.blog.categories);
  return (
    <>
      <section className={styles.banner}>
        <div className={styles.bannerInner}>
          <h1>{t("heading")}</h1>
          <p>{tb("bannerLead")}</p>
        </div>
      </section>
      <BlogList posts={own.map(card)} otherPosts={other.map(card)} />
    </>
  );
}
