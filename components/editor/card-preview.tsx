"use client";

import { useMessages, useTranslations } from "next-intl";
import { PostCard } from "@/components/blog/post-card";
import { toCard } from "@/lib/blog/card";
import { draftToData, type EditorDraft } from "@/lib/blog/editor-model";
import { blogContentSchema, blogListSchema } from "@/lib/blog/schemas";
import styles from "./editor.module.css";

/** The post's card as the blog list will show it, drawn by the public component (once the fields are valid). */
export function CardPreview({ id, draft }: { id: string; draft: EditorDraft }) {
  const t = useTranslations("editor");
  const tb = useTranslations("blog");
  const messages = useMessages();
  const data = draftToData(draft);
  const list = blogListSchema.safeParse(data.data_list);
  const content = blogContentSchema.safeParse(data.data_content);
  return (
    <section aria-labelledby="card-preview-title" className={styles.cardPreview}>
      <h3 id="card-preview-title">{t("cardPreview")}</h3>
      {list.success && content.success ? (
        <PostCard
          post={toCard(id, list.data, content.data, messages.blog.categories)}
          linked={false}
          headingLevel={3}
          noThumbnailLabel={tb("noThumbnail")}
        />
      ) : (
        <p className={styles.hint}>—</p>
      )}
    </section>
  );
}
