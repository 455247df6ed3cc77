"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { CATEGORY_KEYS, categoryKey } from "@/lib/blog/categories";
import { postPathPrefix } from "@/lib/blog/slug";
import { defaultLocale, locales } from "@/lib/i18n/routing";
import type { EditorResponse } from "./editor-api";
import styles from "./editor.module.css";
import { SelectOptions } from "@/components/ui/fields/select-options";

interface CardFieldsProps {
  list: Record<string, unknown>;
  onChange: (list: Record<string, unknown>) => void;
  /** Problems by field name. */
  errors: Record<string, string[]>;
  /** The post's id (its address) and setter: a saved post's next save moves it there. */
  idField?: {
    value: string;
    onChange: (id: string) => void;
    error?: string;
    note?: string;
    /** What saving the new address does to a live post (it changes at once, not at the next Publish). */
    warning?: string;
    placeholder?: string;
  };
  call: <T>(method: string, path: string, body?: unknown) => Promise<EditorResponse<T>>;
}

const OTHER = "__other";
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The card fields of the settings panel (the title is on the page): what the blog list and search engines show. */
export function CardFields({ list, onChange, errors, idField }: CardFieldsProps) {
  const t = useTranslations("editor.field");
  const tc = useTranslations("blog.categories");
  const te = useTranslations("editor");
  const category = text(list.category);
  const known = categoryKey(category);
  const [other, setOther] = useState(category !== "" && !known);
  const set = (field: string, value: string) => onChange({ ...list, [field]: value });
  const described = (field: string) => (errors[field]?.length ? `card-${field}-error` : undefined);
  const error = (field: string) =>
    errors[field]?.length ? (
      <p id={`card-${field}-error`} className={styles.fieldError}>
        {errors[field]!.join(" ")}
      </p>
    ) : null;
  const input = (field: string, label: string, multiline = false) => (
    <div className={styles.field}>
      <label htmlFor={`card-${field}`}>{label}</label>
      {multiline ? (
        <textarea
          id={`card-${field}`}
          rows={3}
          value={text(list[field])}
          onChange={(e) => set(field, e.target.value)}
          aria-invalid={errors[field]?.length ? true : undefined}
          aria-describedby={described(field)}
        />
      ) : (
        <input
          id={`card-${field}`}
          value={text(list[field])}
          onChange={(e) => set(field, e.target.value)}
          aria-invalid={errors[field]?.length ? true : undefined}
          aria-describedby={described(field)}
        />
      )}
      {error(field)}
    </div>
  );

  return (
    <div className={styles.cardGrid}>
      {idField && (
        <div className={styles.field}>
          <label htmlFor="card-id">{t("id")}</label>
          <input
            id="card-id"
            value={idField.value}
            placeholder={idField.placeholder}
            onChange={(e) => idField.onChange(e.target.value)}
            aria-describedby="card-id-hint card-id-status card-id-warning card-id-error"
            aria-invalid={idField.error ? true : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          <p id="card-id-hint" className={styles.hint}>
            {t("idHint", { prefix: postPathPrefix(list.lang) })}
          </p>
          <p id="card-id-status" role="status" className={styles.hint} data-testid="id-status">
            {idField.note}
          </p>
          <p id="card-id-warning" className={styles.hint} data-testid="id-warning">
            {idField.warning}
          </p>
          <p id="card-id-error" className={styles.fieldError}>
            {idField.error}
          </p>
        </div>
      )}
      {input("cardTitle", t("cardTitle"))}
      <div className={styles.field}>
        <label htmlFor="card-category">{t("category")}</label>
        <select
          id="card-category"
          value={other ? OTHER : (known ?? "")}
          onChange={(e) => {
            const value = e.target.value;
            setOther(value === OTHER);
            set("category", value === OTHER ? "" : value);
          }}
          aria-invalid={errors.category?.length ? true : undefined}
          aria-describedby={described("category")}
        >
          <SelectOptions values={CATEGORY_KEYS} empty="—" label={(key) => tc(key)} />
          <option value={OTHER}>{t("categoryOther")}</option>
        </select>
        {other && (
          <>
            <label htmlFor="card-category-custom">{t("categoryCustom")}</label>
            <input id="card-category-custom" value={category} onChange={(e) => set("category", e.target.value)} />
          </>
        )}
        {error("category")}
      </div>
      <div className={styles.field}>
        <label htmlFor="card-lang">{t("lang")}</label>
        <select id="card-lang" value={text(list.lang) || defaultLocale} onChange={(e) => set("lang", e.target.value)}>
          <SelectOptions values={locales} label={(value) => te(`languages.${value}`)} />
        </select>
      </div>
      {input("summary", t("summary"), true)}
      <div className={styles.field}>
        <label htmlFor="card-date">{t("date")}</label>
        <input
          id="card-date"
          type="date"
          value={text(list.date)}
          onChange={(e) => set("date", e.target.value)}
          aria-describedby={described("date")}
        />
        {error("date")}
      </div>
      {input("translation", t("translation"))}
      {input("meta_title", t("metaTitle"))}
      {input("meta_description", t("metaDescription"), true)}
    </div>
  );
}
