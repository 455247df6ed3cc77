import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { draftMode } from "next/headers";
import { notFound, permanentRedirect } from "next/navigation";
import { Suspense } from "react";
import { PostArticle } from "@/components/blog/post-article";
import { PostJsonLd } from "@/components/blog/post-json-ld";
import styles from "@/components/blog/post.module.css";
import { LanguagePaths } from "@/components/shell/language-paths";
import { movedPostPath, pagePost, postImageSizes, shareImagePath } from "@/lib/blog/page-post";
import { postDays } from "@/lib/blog/stored-post";
import { env } from "@/lib/config/env";
import { resolveLocale } from "@/lib/i18n/params";
import { SITE_TIME_ZONE } from "@/lib/i18n/time-zone";
import { localizedPath } from "@/lib/i18n/paths";
import { buildMetadata } from "@/lib/seo/build-metadata";
import { postAlternates, postSwitchPaths, withBlogFeed } from "@/lib/blog/metadata";
import PostNotFound from "./not-found";

// Rendered on its first visit and served from Next's cache until the post is published, unpublished or
// goes live on schedule (expired by tag, lib/blog/revalidate.ts); its CSP names the stored copy's script
// hashes and the request's nonce (lib/security/page-csp.ts). Staff previews (draft mode) show the saved
// draft, rendered per request and never stored.

type PostProps = PageProps<"/[locale]/blog/[contentId]">;

/** None at build time: each post is rendered on its first visit, from this server's database, then kept. */
export function generateStaticParams(): { contentId: string }[] {
  return [];
}

export async function generateMetadata({ params }: PostProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const found = await pagePost((await params).contentId);
  if (!found) {
    const t = await getTranslations({ locale, namespace: "blog" });
    return { title: t("notFoundTitle"), robots: { index: false, follow: false } };
  }
  const { post, preview } = found;
  const metadata = buildMetadata({
    locale,
    path: `/blog/${post.id}`,
    title: post.list.meta_title || post.list.title,
    description: post.list.meta_description || post.list.summary || post.list.title,
    image: shareImagePath(post),
    type: "article",
    noindex: preview,
    alternates: await postAlternates(post),
  });
  return withBlogFeed(metadata, locale);
}

export default async function BlogPost({ params }: PostProps) {
  const locale = await resolveLocale(params);
  const { contentId } = await params;
  const found = await pagePost(contentId);
  if (!found) {
    // A post whose address was changed: its old address answers 308 to the new one.
    const moved = await movedPostPath(locale, contentId);
    if (moved) permanentRedirect(moved);
    // Thrown outside a Suspense boundary, notFound() makes Next send an empty error document, the message
    // drawn only by the scripts (vercel/next.js#62228). Thrown inside one while the page is rendered to
    // be kept (not in a staff preview, rendered per request, where it would answer 200), the page comes
    // in the site's layout with status 404 and the boundary's fallback: the message of ./not-found.tsx,
    // which the browser then shows in its place.
    if ((await draftMode()).isEnabled) notFound();
    return (
      <Suspense fallback={<PostNotFound />}>
        <Missing />
      </Suspense>
    );
  }
  const { post, preview } = found;
  const site = env().SITE_URL.replace(/\/$/, "");
  return (
    <>
      <LanguagePaths paths={await postSwitchPaths(post)} />
      {preview && <PreviewBanner id={post.id} />}
      <PostJsonLd
        url={`${site}${localizedPath(post.list.lang, `/blog/${post.id}`)}`}
        headline={post.list.meta_title || post.list.title}
        description={post.list.meta_description || post.list.summary}
        image={`${site}${shareImagePath(post)}`}
        datePublished={post.firstPublishedAt.toISOString()}
        dateModified={post.updatedAt.toISOString()}
        lang={post.list.lang}
      />
      <PostArticle
        list={post.list}
        content={post.content}
        days={postDays(post, SITE_TIME_ZONE)}
        images={await postImageSizes(post.content)}
      />
    </>
  );
}

/**
 * Answers 404 from inside the page's Suspense boundary (see BlogPost). Async, so that React sends it
 * apart from the page: thrown while the page's own output is sent, it would fail the whole page.
 */
async function Missing(): Promise<never> {
  notFound();
}

/** Above a previewed draft: says visitors do not see it, and leads back to the editor or out of preview. */
async function PreviewBanner({ id }: { id: string }) {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: "blog" });
  const editor = localizedPath(locale, `/blog-editor/${id}`);
  const leave = `/api/blog-preview/exit?to=${encodeURIComponent(localizedPath(locale, `/blog/${id}`))}`;
  return (
    <div role="note" className={styles.previewBanner} data-testid="preview-banner">
      <strong>{t("previewBanner")}</strong> <a href={editor}>{t("previewEdit")}</a> ·{" "}
      <a href={leave}>{t("previewLeave")}</a>
    </div>
  );
}
