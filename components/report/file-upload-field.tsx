"use client";

import { useTranslations } from "next-intl";
import { useState, type DragEvent } from "react";
import { acceptAttribute } from "@/lib/uploads/file-types";
import { FileItem } from "./file-item";
import type { UploadItem, UploadProblem } from "./use-staged-uploads";
import styles from "./report-wizard.module.css";

interface FileUploadFieldProps {
  items: UploadItem[];
  problems: UploadProblem[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** Files to attach again, by name, a line each: gone from the server, or still uploading at a reload. */
  missing: string[];
  interrupted: string[];
  disabled: boolean;
}

/** Multiple selection and drag-and-drop; refusals are announced, finished uploads too. */
export function FileUploadField({
  items,
  problems,
  onAdd,
  onRemove,
  missing,
  interrupted,
  disabled,
}: FileUploadFieldProps) {
  const t = useTranslations("reportWizard");
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onAdd([...event.dataTransfer.files]);
  };
  const finished = items.filter((item) => item.token);
  return (
    <div className={styles.files}>
      <p className={styles.label} id="report-files-label">
        {t("files.label")}
      </p>
      <div role="status" className={styles.attachAgain}>
        {missing.map((name) => (
          <p key={name} className={styles.hint}>
            {t("files.attachNamedAgain", { name })}
          </p>
        ))}
        {interrupted.map((name) => (
          <p key={name} className={styles.hint}>
            {t("files.attachUnfinished", { name })}
          </p>
        ))}
      </div>
      <div
        className={styles.dropZone}
        data-over={over || undefined}
        data-testid="report-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <span>{t("files.dropHint")}</span>{" "}
        <label className={styles.chooseButton}>
          {t("files.choose")}
          <input
            type="file"
            multiple
            className="visually-hidden"
            accept={acceptAttribute}
            disabled={disabled}
            aria-describedby="report-files-allowed"
            onChange={(event) => {
              onAdd([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
        </label>
        <p id="report-files-allowed" className={styles.hint}>
          {t("files.allowed")}
        </p>
      </div>
      <div role="alert" className={styles.fileProblems}>
        {problems.map((problem, index) => (
          <p key={index} className={styles.error}>
            {problem.code === "server"
              ? problem.message
              : t(`errors.${problem.code}`, {
                  name: problem.params.name,
                  type: "type" in problem.params ? (problem.params.type ?? "") : "",
                })}
          </p>
        ))}
      </div>
      {items.length > 0 && (
        <ul className={styles.fileList} aria-labelledby="report-files-label">
          {items.map((item) => (
            <FileItem key={item.key} item={item} disabled={disabled} onRemove={() => onRemove(item.key)} />
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {finished.map((item) => t("files.uploaded", { name: item.name })).join(" ")}
      </p>
    </div>
  );
}
