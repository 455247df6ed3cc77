"use client";

import { useTranslations } from "next-intl";
import { parseDraftTexts } from "@/lib/blog/editor-validation";
import type { StaffPost } from "./editor-api";
import { PostPreview } from "./post-preview";
import styles from "./editor.module.css";

export interface Draft {
  listText: string;
  contentText: string;
  published: boolean;
}

interface DraftFieldsProps {
  post: StaffPost;
  draft: Draft;
  onChange: (draft: Draft) => void;
}

/** The Published checkbox, the two JSON text areas and the live previews of the selected post. */
export function DraftFields({ post, draft, onChange }: DraftFieldsProps) {
  const t = useTranslations("editor");
  const parsed = parseDraftTexts(draft.listText, draft.contentText);
  const liveState = !post.is_live ? t("liveNever") : post.has_unpublished_changes ? t("liveBehind") : t("liveCurrent");
  return (
    <>
      <div className={styles.meta}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={draft.published}
            onChange={(event) => onChange({ ...draft, published: event.target.checked })}
          />
          {t("published")}
        </label>
        <span>{t("liveState", { state: liveState })}</span>
      </div>
      <div className={styles.fields}>
        <div>
          <label htmlFor="edit-list">{t("listJsonLabel")}</label>
          <textarea
            id="edit-list"
            rows={16}
            value={draft.listText}
            onChange={(event) => onChange({ ...draft, listText: event.target.value })}
            spellCheck={false}
          />
        </div>
        <div>
          <label htmlFor="edit-content">{t("contentJsonLabel")}</label>
          <textarea
            id="edit-content"
            rows={16}
            value={draft.contentText}
            onChange={(event) => onChange({ ...draft, contentText: event.target.value })}
            spellCheck={false}
          />
        </div>
      </div>
      {parsed ? (
        <PostPreview id={post.id} list={parsed.list} content={parsed.content} />
      ) : (
        <p className={styles.previewError}>{t("invalidJson")}</p>
      )}
    </>
  );
}
