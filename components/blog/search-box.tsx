"use client";

import type { FormEvent } from "react";
import styles from "./blog.module.css";

interface SearchBoxProps {
  text: { label: string; placeholder: string; button: string };
  value: string;
  onChange: (text: string) => void;
  onSearch: (query: string) => void;
}

/** The search field; runs on Enter or the button (a form submit covers both). Named q, as the address says it. */
export function SearchBox({ text, value, onChange, onSearch }: SearchBoxProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="blog-search" className="visually-hidden">
        {text.label}
      </label>
      <input
        id="blog-search"
        name="q"
        type="search"
        value={value}
        placeholder={text.placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={styles.searchInput}
        maxLength={200}
      />
      <button type="submit" className={styles.primaryButton}>
        {text.button}
      </button>
    </form>
  );
}
