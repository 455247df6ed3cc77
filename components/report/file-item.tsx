"use client";

import { useTranslations } from "next-intl";
import { fileSizeText } from "@/lib/text/file-size";
import type { UploadItem } from "./use-staged-uploads";
import styles from "./report-wizard.module.css";

/** One file: name, size, its real upload progress, then Cancel (before 100%) or a check and Delete. */
export function FileItem({ item, onRemove, disabled }: { item: UploadItem; onRemove: () => void; disabled: boolean }) {
  const t = useTranslations("reportWizard.files");
  const finished = Boolean(item.token);
  return (
    <li className={styles.fileItem} data-testid="report-file" data-finished={finished || undefined}>
      <span className={styles.fileName}>{item.name}</span>
      <span className={styles.fileSize}>{fileSizeText(item.size)}</span>
      <progress
        className={styles.progress}
        max={100}
        value={item.uploadProgress}
        aria-label={t("progress", { name: item.name })}
      />
      <span className={styles.percent} aria-hidden="true">
        {item.uploadProgress}%
      </span>
      {finished && (
        <span className={styles.check} role="img" aria-label={t("uploadedMark")}>
          ✓
        </span>
      )}
      <button
        type="button"
        className={styles.linkButton}
        onClick={onRemove}
        disabled={disabled}
        aria-label={finished ? t("deleteName", { name: item.name }) : t("cancelName", { name: item.name })}
      >
        {finished ? t("delete") : t("cancel")}
      </button>
    </li>
  );
}
