import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostArticle } from "@/components/blog/post-article";
import { PostJsonLd } from "@/components/blog/post-json-ld";
import { blogImageUrl } from "@/lib/blog/image-url";
import { getLivePost } from "@/lib/blog/live-posts";
import { displayDate } from "@/lib/blog/stored-post";
import { env } from "@/lib/config/env";
import { resolveLocale } from "@/lib/i18n/params";
import { localizedPath } from "@/lib/i18n/paths";
import { buildMetadata } from "@/lib/seo/build-metadata";

// Read per request: the live version changes on "Publish to Prod" without a rebuild.
export const dynamic = "force-dynamic";

interface PostProps {
  params: Promise<{ locale: string; contentId: string }>;
}

export async function generateMetadata({ params }: PostProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const post = await getLivePost((await params).contentId);
  if (!post) return { robots: { index: false, follow: false } };
  return buildMetadata({
    locale,
    path: `/blog/${post.id}`,
    title: post.list.meta_title || post.list.title,
    description: post.list.meta_description || post.list.summary || post.list.title,
    image: blogImageUrl(post.content.coverImage ?? post.list.thumbnail),
    type: "article",
  });
}

export default async function BlogPost({ params }: PostProps) {
  const locale = await resolveLocale(params);
  const post = await getLivePost((await params).contentId);
  if (!post) notFound();
  const site = env().SITE_URL.replace(/\/$/, "");
  const cover = blogImageUrl(post.content.coverImage ?? post.list.thumbnail);
  return (
    <>
      <PostJsonLd
        url={`${site}${localizedPath(locale, `/blog/${post.id}`)}`}
        headline={post.list.meta_title || post.list.title}
        description={post.list.meta_description || post.list.summary}
        image={cover ? new URL(cover, site).toString() : undefined}
        datePublished={post.createdAt.toISOString()}
        dateModified={post.updatedAt.toISOString()}
        lang={post.list.lang}
      />
      <PostArticle list={post.list} content={post.content} date={displayDate(post)} />
    </>
  );
}
