"use client";

import { useTranslations } from "next-intl";
import { PostArticle } from "@/components/blog/post-article";
import { PostCard } from "@/components/blog/post-card";
import { toCard } from "@/lib/blog/card";
import { blogContentSchema, blogListSchema } from "@/lib/blog/schemas";
import styles from "./editor.module.css";

interface PostPreviewProps {
  id: string;
  list: unknown;
  content: unknown;
  /** "card", "post" or both. */
  show?: "card" | "post" | "both";
}

/** The card and the full post drawn by the same components as the public pages. */
export function PostPreview({ id, list, content, show = "both" }: PostPreviewProps) {
  const t = useTranslations("editor");
  const parsedList = blogListSchema.safeParse(list);
  const parsedContent = blogContentSchema.safeParse(content);
  if (!parsedList.success || !parsedContent.success) {
    const issue = (parsedList.error ?? parsedContent.error)?.issues[0];
    return (
      <p className={styles.previewError}>
        {t("previewUnavailable")} {issue ? `(${issue.path.join(".")}: ${issue.message})` : ""}
      </p>
    );
  }
  const date = parsedList.data.date ?? new Date().toISOString().slice(0, 10);
  return (
    <div className={styles.previews}>
      {show !== "post" && (
        <section aria-label={t("cardPreview")} className={styles.cardPreview}>
          <h3>{t("cardPreview")}</h3>
          <PostCard post={toCard(id, parsedList.data, parsedContent.data)} linked={false} />
        </section>
      )}
      {show !== "card" && (
        <section aria-label={t("postPreview")} className={styles.postPreview} data-testid="post-preview">
          <h3>{t("postPreview")}</h3>
          <PostArticle list={parsedList.data} content={parsedContent.data} date={date} />
        </section>
      )}
    </div>
  );
}
