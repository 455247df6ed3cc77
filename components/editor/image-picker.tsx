"use client";

import { useEffect, useId, useState, type ChangeEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import type { BlogImageView } from "@/lib/blog/images/library";
import type { EditorResponse } from "./editor-api";
import styles from "./editor.module.css";

interface ImagePickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (image: BlogImageView) => void;
  /** Every call goes through the editor's caller, which signs in again in place on a 401. */
  call: <T>(method: string, path: string, body?: unknown) => Promise<EditorResponse<T>>;
}

/** Upload a new image or choose one already uploaded (a modal dialog). */
export function ImagePicker({ open, onClose, onPick, call }: ImagePickerProps) {
  const t = useTranslations("editor.image");
  const tEditor = useTranslations("editor");
  const locale = useLocale();
  const dialog = useModalDialog(open);
  // The cover, the thumbnail and the writer each have a picker: their ids must differ.
  const ids = useId();
  const [titleId, uploadId, hintId, statusId] = ["title", "upload", "hint", "status"].map((part) => `${ids}${part}`);
  const [images, setImages] = useState<BlogImageView[] | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void call<BlogImageView[]>("GET", "/api/blog-images").then((response) => {
      if (live && response.ok && response.data) setImages(response.data);
    });
    return () => {
      live = false;
    };
  }, [open, call]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const form = new FormData();
    form.append("file", file);
    setBusy(true);
    setStatus(t("uploading"));
    const response = await call<BlogImageView>("POST", "/api/blog-images", form);
    setBusy(false);
    if (!response.ok || !response.data)
      return setStatus(
        response.status === 0
          ? tEditor("networkError")
          : t("uploadFailed", { reason: response.message ?? String(response.status) }),
      );
    setStatus(t("uploaded"));
    setImages((list) => [response.data!, ...(list ?? [])]);
    onPick(response.data);
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} lang={locale}>
      <div className={styles.dialogForm}>
        <h2 id={titleId}>{t("pickerTitle")}</h2>
        <label htmlFor={uploadId}>{t("upload")}</label>
        <input
          id={uploadId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(event) => void upload(event)}
          disabled={busy}
          aria-describedby={`${hintId} ${statusId}`}
        />
        <p id={hintId} className={styles.hint}>
          {t("uploadHint")}
        </p>
        <p id={statusId} role="status" className={styles.hint}>
          {status}
        </p>
        <h3>{t("library")}</h3>
        {images && images.length === 0 && <p>{t("libraryEmpty")}</p>}
        <ul className={styles.library}>
          {(images ?? []).map((image) => (
            <li key={image.id}>
              <button type="button" onClick={() => onPick(image)} aria-label={t("pick", { name: image.name })}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the smallest uploaded copy */}
                <img src={image.thumb} alt="" width={160} height={Math.round((160 * image.height) / image.width)} />
                <span>{image.name}</span>
                <small>{t("size", { width: image.width, height: image.height })}</small>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={onClose}>
          {t("close")}
        </button>
      </div>
    </dialog>
  );
}
