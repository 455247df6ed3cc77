import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SitemapGenerator } from "@/components/sitemap/sitemap-generator";
import { PageIntro } from "@/components/ui/page-intro";
import { env } from "@/lib/config/env";
import { resolveLocale } from "@/lib/i18n/params";
import { redirect } from "@/lib/i18n/navigation";
import { buildMetadata } from "@/lib/seo/build-metadata";
import { allSitemapPosts } from "@/lib/sitemap/live-sitemap-posts";

interface LocaleProps {
  params: Promise<{ locale: string }>;
}

type StaffPageKey = "sitemapGenerator";

/** The tool under the page heading. The generator gets every post from the server (live or not). */
async function StaffTool() {
  const posts = await allSitemapPosts();
  return (
    <SitemapGenerator
      defaultBaseUrl={env().SITE_URL}
      posts={posts.map((post) => ({
        ...post,
        createdAt: post.createdAt.toISOString(),
        updatedAt: post.updatedAt.toISOString(),
      }))}
    />
  );
}

/** A staff page: exists only while BLOG_EDITOR_ENABLED is on (else → home), never indexed. */
export function defineStaffPage(key: StaffPageKey, path: string) {
  return {
    async generateMetadata({ params }: LocaleProps): Promise<Metadata> {
      const locale = await resolveLocale(params);
      const t = await getTranslations({ locale, namespace: `pages.${key}` });
      return buildMetadata({ locale, path, title: t("title"), description: t("description"), noindex: true });
    },
    async Page({ params }: LocaleProps) {
      const locale = await resolveLocale(params);
      if (!env().BLOG_EDITOR_ENABLED) redirect({ href: "/", locale });
      const t = await getTranslations({ locale, namespace: `pages.${key}` });
      return (
        <PageIntro heading={t("heading")}>
          <div style={{ marginTop: 32 }}>
            <StaffTool />
          </div>
        </PageIntro>
      );
    },
  };
}
