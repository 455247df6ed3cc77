import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { blogImageUrl } from "@/lib/blog/image-url";
import type { BlogCardData } from "@/lib/blog/card";
import type { SearchHit } from "@/lib/blog/search";
import styles from "./blog.module.css";

interface PostCardProps {
  post: BlogCardData;
  snippet?: SearchHit<BlogCardData>["snippet"];
  /** In the editor's preview the card links nowhere. */
  linked?: boolean;
}

/** A post's card: thumbnails (desktop and mobile) or "No Thumbnail", category, title, summary. */
export function PostCard({ post, snippet, linked = true }: PostCardProps) {
  const t = useTranslations("blog");
  const desktop = blogImageUrl(post.thumbnail);
  const mobile = blogImageUrl(post.thumbnailMo) ?? desktop;
  const body = (
    <>
      <div className={styles.thumb}>
        {desktop || mobile ? (
          <picture>
            {mobile && <source media="(max-width: 767px)" srcSet={mobile} />}
            <img src={desktop ?? mobile} alt="" loading="lazy" width={640} height={400} />
          </picture>
        ) : (
          <span className={styles.noThumb}>{t("noThumbnail")}</span>
        )}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.category}>{post.category}</p>
        <h2 className={styles.cardTitle} lang={post.lang}>
          {post.cardTitle || post.title}
        </h2>
        <p className={styles.summary} lang={post.lang}>
          {post.summary}
        </p>
        {snippet && (
          <p className={styles.snippet} lang={post.lang}>
            {snippet.before}
            <mark>{snippet.match}</mark>
            {snippet.after}
          </p>
        )}
      </div>
    </>
  );
  return (
    <article className={styles.card}>
      {linked ? (
        <Link href={`/blog/${post.id}`} className={styles.cardLink}>
          {body}
        </Link>
      ) : (
        <div className={styles.cardLink}>{body}</div>
      )}
    </article>
  );
}
