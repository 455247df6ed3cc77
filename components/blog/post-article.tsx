import { useFormatter, useMessages, useTranslations } from "next-intl";
import { categoryLabel } from "@/lib/blog/categories";
import type { BlogContent, BlogList } from "@/lib/blog/schemas";
import { tocEntries } from "@/lib/blog/toc";
import { DemoButton } from "@/components/demo/demo-button";
import { PostBlocks, type ImageSizes } from "./post-blocks";
import { PostCover } from "./post-cover";
import { PostToc } from "./post-toc";
import styles from "./post.module.css";

interface PostArticleProps {
  list: BlogList;
  content: BlogContent;
  /** YYYY-MM-DD shown as "Updated on". */
  date: string;
  images?: ImageSizes;
}

/** A whole post: cover, category, title, date, demo button, contents and blocks (page and editor preview). */
export function PostArticle({ list, content, date, images }: PostArticleProps) {
  const t = useTranslations("blog");
  const messages = useMessages();
  const format = useFormatter();
  const shownDate = format.dateTime(new Date(`${date.slice(0, 10)}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  return (
    <article className={styles.article} lang={list.lang}>
      <header className={styles.banner}>
        <PostCover content={content} />
        <div className={styles.bannerText}>
          <p className={styles.category}>{categoryLabel(list.category, messages.blog.categories)}</p>
          <h1 className={styles.title}>{list.title}</h1>
          <p className={styles.date}>
            <time dateTime={date.slice(0, 10)}>{t("updatedOn", { date: shownDate })}</time>
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
