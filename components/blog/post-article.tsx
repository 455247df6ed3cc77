import { useFormatter, useLocale, useMessages, useTranslations } from "next-intl";
import { categoryLabel } from "@/lib/blog/categories";
import type { BlogContent, BlogList } from "@/lib/blog/schemas";
import type { PostDays } from "@/lib/blog/stored-post";
import { tocEntries } from "@/lib/blog/toc";
import { DemoButton } from "@/components/demo/demo-button";
import { PostBlocks, type ImageSizes } from "./post-blocks";
import { PostToc } from "./post-toc";
import styles from "./post.module.css";
import { objectPosition } from "@/lib/blog/focal-point";
import { blogImageUrl } from "@/lib/blog/image-url";

/**
 * The cover chosen by width: 1601 px and up full, 1221–1600 mini pc, 768–1200 tablet,
 * smaller mobile. A missing size falls back to the next larger one. However the banner crops it,
 * the cover's focal point stays in view.
 */
function PostCover({ content }: { content: BlogContent }) {
  const full = blogImageUrl(content.coverImage);
  const miniPc = blogImageUrl(content.coverImageMiniPc) ?? full;
  const tablet = blogImageUrl(content.coverImageTablet) ?? miniPc;
  const mobile = blogImageUrl(content.coverImageMo) ?? tablet;
  const fallback = full ?? miniPc ?? tablet ?? mobile;
  if (!fallback) return <div className={styles.coverPlaceholder} aria-hidden="true" />;
  return (
    <picture className={styles.cover}>
      {full && <source media="(min-width: 1601px)" srcSet={full} />}
      {miniPc && <source media="(min-width: 1221px)" srcSet={miniPc} />}
      {tablet && <source media="(min-width: 768px)" srcSet={tablet} />}
      {mobile && <source srcSet={mobile} />}
      <img src={fallback} alt="" fetchPriority="high" style={{ objectPosition: objectPosition(content.coverFocus) }} />
    </picture>
  );
}

interface PostArticleProps {
  list: BlogList;
  content: BlogContent;
  /** The days shown: "Published on", and "Updated on" when it was updated on a later day. */
  days: PostDays;
  images?: ImageSizes;
}

/** A whole post: cover, category, title, date, demo button, contents and blocks (page and editor preview). */
export function PostArticle({ list, content, days, images }: PostArticleProps) {
  const t = useTranslations("blog");
  const messages = useMessages();
  const format = useFormatter();
  const locale = useLocale();
  // The days are already the site's calendar days (lib/blog/stored-post.ts): written as they are.
  const shown = (day: string) => format.dateTime(new Date(`${day}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  return (
    <article className={styles.article} lang={list.lang} data-stored-text>
      <header className={styles.banner}>
        <PostCover content={content} />
        <div className={styles.bannerText}>
          <p className={styles.category}>{categoryLabel(list.category, messages.blog.categories)}</p>
          <h1 className={styles.title}>{list.title}</h1>
          <p className={styles.date}>
            <time dateTime={days.published}>{t("publishedOn", { date: shown(days.published) })}</time>
            {days.updated && (
              <>
                {" · "}
                <time dateTime={days.updated}>{t("updatedOn", { date: shown(days.updated) })}</time>
              </>
            )}
            {/* A post shown under the other language's pages says so, in the page's language. */}
            {list.lang !== locale && (
              <span lang={locale}>
                {" · "}
                {t("writtenIn", { language: t(list.lang === "en" ? "languageEn" : "languageKo") })}
              </span>
            )}
          </p>
          <DemoButton trigger="blogView" className={styles.demoButton}>
            {t("bookDemo")}
          </DemoButton>
        </div>
      </header>
      <div className={styles.layout}>
        <PostToc entries={tocEntries(content)} text={{ title: t("tocTitle"), mobileLabel: t("tocMobileLabel") }} />
        <div className={styles.body}>
          <PostBlocks content={content} images={images} />
        </div>
      </div>
    </article>
  );
}
