"use client";

import type { FormEvent } from "react";
import { useTranslations } from "next-intl";
import styles from "./blog.module.css";

interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
  onSearch: (query: string) => void;
}

/** The search field; runs on Enter or the button (a form submit covers both). */
export function SearchBox({ value, onChange, onSearch }: SearchBoxProps) {
  const t = useTranslations("blog");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="blog-search" className="visually-hidden">
        {t("searchLabel")}
      </label>
      <input
        id="blog-search"
        type="search"
        value={value}
        placeholder={t("searchPlaceholder")}
        onChange={(event) => onChange(event.target.value)}
        className={styles.searchInput}
        maxLength={200}
      />
      <button type="submit" className={styles.primaryButton}>
        {t("searchButton")}
      </button>
    </form>
  );
}
