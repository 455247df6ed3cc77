import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SitemapGenerator } from "@/components/sitemap/sitemap-generator";
import { PageIntro } from "@/components/ui/page-intro";
import { requireStaffPage } from "@/lib/auth/staff-page";
import { env } from "@/lib/config/env";
import { redirect } from "@/lib/i18n/navigation";
import { resolveLocale } from "@/lib/i18n/params";
import { buildMetadata } from "@/lib/seo/build-metadata";
import { allSitemapPosts } from "@/lib/sitemap/live-sitemap-posts";

// Read at request time: the flag can be switched without a rebuild.
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

/** Exists only while BLOG_EDITOR_ENABLED is on (else → home), for editors; the generator gets every post, live or not. */
export default async function SitemapGeneratorPage({ params }: SitemapGeneratorProps) {
  const locale = await resolveLocale(params);
  if (!env().BLOG_EDITOR_ENABLED) redirect({ href: "/", locale });
  await requireStaffPage(locale, "/sitemap-generator", "editor");
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
