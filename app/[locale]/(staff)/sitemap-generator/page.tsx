import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SitemapGenerator } from "@/components/sitemap/sitemap-generator";
import { PageIntro } from "@/components/ui/page-intro";
import { enterEditor } from "@/lib/blog/editor-page";
import { env } from "@/lib/config/env";
import { resolveLocale } from "@/lib/i18n/params";
import { buildMetadata } from "@/lib/seo/build-metadata";
import { allSitemapPosts } from "@/lib/sitemap/live-sitemap-posts";

// A staff page, read at request time: the session cookie, and the flag can be switched without a rebuild.
export const dynamic = "force-dynamic";

type SitemapGeneratorProps = PageProps<"/[locale]/sitemap-generator">;

export async function generateMetadata({ params }: SitemapGeneratorProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "pages.sitemapGenerator" });
  return buildMetadata({
    locale,
    path: "/sitemap-generator",
    title: t("title"),
    description: t("description"),
    noindex: true,
  });
}

/**
 * Like the editor's pages: only while BLOG_EDITOR_ENABLED is on (else → home) and only for a signed-in
 * staff member (else → sign-in), since the generator gets every post, drafts and scheduled ones too.
 */
export default async function SitemapGeneratorPage({ params }: SitemapGeneratorProps) {
  const locale = await resolveLocale(params);
  await enterEditor(locale, "/sitemap-generator");
  const [t, posts] = await Promise.all([
    getTranslations({ locale, namespace: "pages.sitemapGenerator" }),
    allSitemapPosts(),
  ]);
  return (
    <PageIntro heading={t("heading")}>
      <div style={{ marginTop: 32 }}>
        <SitemapGenerator
          defaultBaseUrl={env().SITE_URL}
          posts={posts.map((post) => ({
            ...post,
            createdAt: post.createdAt.toISOString(),
            updatedAt: post.updatedAt.toISOString(),
          }))}
        />
      </div>
    </PageIntro>
  );
}
