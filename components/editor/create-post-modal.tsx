"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { checkCreateForm, type CreateFormCheck } from "@/lib/blog/editor-validation";
import { apiCall, type StaffPost } from "./editor-api";
import { PostPreview } from "./post-preview";
import styles from "./editor.module.css";

interface CreatePostModalProps {
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** Create New Post: ID and the two JSON fields, Preview / Back to Edit, Create Post / Cancel. */
export function CreatePostModal({ onClose, onCreated }: CreatePostModalProps) {
  const t = useTranslations("editor");
  const [values, setValues] = useState({ id: "", listText: "", contentText: "" });
  const [errors, setErrors] = useState<CreateFormCheck["errors"] & { server?: string; idServer?: string }>({});
  const [preview, setPreview] = useState<CreateFormCheck["parsed"] | null>(null);
  const [busy, setBusy] = useState(false);

  const check = () => {
    const result = checkCreateForm(values);
    setErrors(result.errors);
    return result.parsed;
  };

  const create = async (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = check();
    if (!parsed) return setPreview(null);
    setBusy(true);
    const answer = await apiCall<StaffPost>("POST", "/api/blog-posts", {
      id: parsed.id,
      data_list: parsed.list,
      data_content: parsed.content,
    });
    setBusy(false);
    if (answer.ok) return onCreated(parsed.id);
    setPreview(null);
    if (answer.status === 409) return setErrors({ idServer: answer.message ?? t("createFailed") });
    setErrors({ server: answer.status === 400 ? answer.message || t("invalidData") : t("createFailed") });
  };

  const field = (name: "id" | "listText" | "contentText") => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  const idError = errors.id ? t(errors.id) : errors.idServer;

  return (
    <div className={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-labelledby="create-title" className={styles.modal}>
        <h2 id="create-title">{t("modalTitle")}</h2>
        {preview ? (
          <>
            <PostPreview id={preview.id} list={preview.list} content={preview.content} />
            <div className={styles.actions}>
              <button type="button" onClick={() => setPreview(null)}>
                {t("backToEdit")}
              </button>
              <button type="button" className={styles.primary} disabled={busy} onClick={() => void create()}>
                {busy ? t("creating") : t("createPost")}
              </button>
            </div>
          </>
        ) : (
          <form onSubmit={create} noValidate>
            <label htmlFor="new-id">{t("postIdLabel")}</label>
            <input
              id="new-id"
              {...field("id")}
              aria-invalid={idError ? true : undefined}
              aria-describedby="new-id-hint new-id-error"
            />
            <p id="new-id-hint" className={styles.hint}>
              {t("postIdHint")}
            </p>
            <p id="new-id-error" className={styles.fieldError}>
              {idError}
            </p>
            <label htmlFor="new-list">{t("listJsonLabel")}</label>
            <textarea
              id="new-list"
              rows={8}
              {...field("listText")}
              aria-describedby="new-list-error"
              spellCheck={false}
            />
            <p id="new-list-error" className={styles.fieldError}>
              {errors.list && t(errors.list)}
            </p>
            <label htmlFor="new-content">{t("contentJsonLabel")}</label>
            <textarea
              id="new-content"
              rows={10}
              {...field("contentText")}
              aria-describedby="new-content-error"
              spellCheck={false}
            />
            <p id="new-content-error" className={styles.fieldError}>
              {errors.content && t(errors.content)}
            </p>
            <p role="alert" className={styles.fieldError}>
              {errors.server}
            </p>
            <div className={styles.actions}>
              <button type="button" onClick={onClose}>
                {t("cancel")}
              </button>
              <button type="button" onClick={() => setPreview(check() ?? null)}>
                {t("preview")}
              </button>
              <button type="submit" className={styles.primary} disabled={busy}>
                {busy ? t("creating") : t("createPost")}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
