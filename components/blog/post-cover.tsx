import { objectPosition } from "@/lib/blog/focal-point";
import { blogImageUrl } from "@/lib/blog/image-url";
import type { BlogContent } from "@/lib/blog/schemas";
import styles from "./post.module.css";

/**
 * The cover chosen by width: 1601 px and up full, 1221–1600 mini pc, 768–1200 tablet,
 * smaller mobile. A missing size falls back to the next larger one. However the banner crops it,
 * the cover's focal point stays in view.
 */
export function PostCover({ content }: { content: BlogContent }) {
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
