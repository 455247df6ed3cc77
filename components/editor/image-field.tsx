"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { blogImageUrl } from "@/lib/blog/image-url";
import type { BlogImageView } from "@/lib/blog/images/library";
import type { EditorResponse } from "./editor-api";
import { ImagePicker } from "./image-picker";
import styles from "./editor.module.css";

interface ImageFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** The stored address shown (an uploaded copy, or an older path). */
  value: string | undefined;
  onPick: (image: BlogImageView) => void;
  onClear: () => void;
  error?: string;
  call: <T>(method: string, path: string, body?: unknown) => Promise<EditorResponse<T>>;
}

/** An image chosen through the picker (upload or library), with a small preview and Remove. */
export function ImageField({ id, label, hint, value, onPick, onClear, error, call }: ImageFieldProps) {
  const t = useTranslations("editor.image");
  const [open, setOpen] = useState(false);
  const src = blogImageUrl(value);
  return (
    <div className={styles.imageField} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {hint && <p className={styles.hint}>{hint}</p>}
      <div className={styles.imageRow}>
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element -- a preview of the chosen copy
          <img src={src} alt="" className={styles.imagePreview} data-testid={`${id}-preview`} />
        ) : (
          <span className={styles.hint}>{t("none")}</span>
        )}
        <button type="button" id={id} onClick={() => setOpen(true)} aria-describedby={`${id}-label`}>
          {src ? t("change") : t("choose")}
        </button>
        {src && (
          <button type="button" onClick={onClear}>
            {t("remove")}
          </button>
        )}
      </div>
      {error && <p className={styles.fieldError}>{error}</p>}
      <ImagePicker
        open={open}
        call={call}
        onClose={() => setOpen(false)}
        onPick={(image) => {
          onPick(image);
          setOpen(false);
        }}
      />
    </div>
  );
}
