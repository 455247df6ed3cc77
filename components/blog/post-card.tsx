import { SiteLink } from "@/components/navigation/site-link";
import { objectPosition } from "@/lib/blog/focal-point";
import { blogImageUrl } from "@/lib/blog/image-url";
import type { BlogCardData } from "@/lib/blog/card";
import { SearchSnippet } from "./search-snippet";
import styles from "./blog.module.css";

interface PostCardProps {
  post: BlogCardData;
  /** In the editor's preview the card links nowhere. */
  linked?: boolean;
  /** The name of the post's language, shown as a badge when it is not the page's. */
  languageBadge?: string;
  /** The card title's heading level (2 on the blog list; 3 under the editor's preview heading). */
  headingLevel?: 2 | 3;
  /** The first cards of the list, in view on arrival: their thumbnails load at once (the largest paint). */
  priority?: boolean;
  /** Shown in place of a missing image (only a draft's card in the editor's preview), in the page's language. */
  noThumbnailLabel: string;
}

/**
 * A post's card: thumbnails (desktop and mobile), else its share image (a live post), else "No Thumbnail"
 * (a draft in the editor's preview), category, title, summary, and where
 * a search of the blog list matched its text. Drawn on the server for the list, in the browser for the
 * editor's preview.
 */
export function PostCard({
  post,
  linked = true,
  languageBadge,
  headingLevel = 2,
  priority,
  noThumbnailLabel,
}: PostCardProps) {
  const Title = headingLevel === 3 ? "h3" : "h2";
  const desktop = blogImageUrl(post.thumbnail);
  const mobile = blogImageUrl(post.thumbnailMo) ?? desktop;
  const loading = priority ? "eager" : "lazy";
  const body = (
    <>
      <div className={styles.thumb}>
        {desktop || mobile ? (
          <picture>
            {mobile && <source media="(max-width: 767px)" srcSet={mobile} />}
            <img
              src={desktop ?? mobile}
              alt=""
              loading={loading}
              fetchPriority={priority ? "high" : undefined}
              width={640}
              height={400}
              style={{ objectPosition: objectPosition(post.thumbnailFocus) }}
            />
          </picture>
        ) : post.shareImage ? (
          // Neither thumbnail nor cover: the post's share image, whole (its title must not be cut) on its own ground.
          // eslint-disable-next-line @next/next/no-img-element -- our own route's PNG, one size, like the thumbnails
          <img
            src={post.shareImage}
            alt=""
            className={styles.shareThumb}
            loading={loading}
            fetchPriority={priority ? "high" : undefined}
            width={1200}
            height={630}
          />
        ) : (
          <span className={styles.noThumb}>{noThumbnailLabel}</span>
        )}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.category}>
          {post.category}
          {languageBadge && (
            <>
              {" "}
              <span className={styles.langBadge}>{languageBadge}</span>
            </>
          )}
        </p>
        <Title className={styles.cardTitle} lang={post.lang}>
          {post.cardTitle || post.title}
        </Title>
        <p className={styles.summary} lang={post.lang}>
          {post.summary}
        </p>
        <SearchSnippet postId={post.id} lang={post.lang} />
      </div>
    </>
  );
  return (
    <article className={styles.card}>
      {linked ? (
        <SiteLink href={`/blog/${post.id}`} className={styles.cardLink}>
          {body}
        </SiteLink>
      ) : (
        <div className={styles.cardLink}>{body}</div>
      )}
    </article>
  );
}
