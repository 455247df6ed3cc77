"use client";

import { useTranslations } from "next-intl";
import type { PostState } from "@/lib/blog/post-state";
import { Link } from "@/lib/i18n/navigation";
import { locales, type Locale } from "@/lib/i18n/routing";
import { FieldFrame } from "@/components/ui/fields/field-frame";
import { SelectOptions } from "@/components/ui/fields/select-options";
import styles from "./editor.module.css";
import type { FieldClasses } from "@/components/ui/fields/field-frame";

/** The shared field family's parts in the editor's stylesheet, which styles the bare label. */
const editorFieldClasses: FieldClasses = {
  field: styles.field!,
  hint: styles.hint!,
  error: styles.fieldError!,
};

const STATES: PostState[] = ["draft", "scheduled", "live", "live_changed"];

/** What the list is narrowed to: a search text, and a state and a language ("" for all). */
export interface PostFilters {
  query: string;
  state: string;
  lang: string;
}

interface PostListToolsProps {
  filters: PostFilters;
  onChange: (filters: PostFilters) => void;
}

/** Above the editor's list: the search, the state and language filters, and the link to a new post. */
export function PostListTools({ filters, onChange }: PostListToolsProps) {
  const t = useTranslations("editor");
  // The two filters are lists of the same make, each with an "all" choice first.
  const lists = [
    { key: "state", label: t("filterState"), values: STATES, say: (value: string) => t(`state.${value as PostState}`) },
    { key: "lang", label: t("filterLang"), values: locales, say: (value: string) => t(`languages.${value as Locale}`) },
  ] as const;
  return (
    <div className={styles.listTools}>
      <FieldFrame id="post-search" label={t("searchLabel")} classes={editorFieldClasses} plain>
        <input
          id="post-search"
          type="search"
          value={filters.query}
          placeholder={t("searchPlaceholder")}
          onChange={(event) => onChange({ ...filters, query: event.target.value })}
        />
      </FieldFrame>
      {lists.map(({ key, label, values, say }) => (
        <FieldFrame key={key} id={`post-${key}`} label={label} classes={editorFieldClasses} plain>
          <select
            id={`post-${key}`}
            value={filters[key]}
            onChange={(event) => onChange({ ...filters, [key]: event.target.value })}
          >
            <SelectOptions values={values} empty={t("filterAll")} label={say} />
          </select>
        </FieldFrame>
      ))}
      <Link href="/blog-editor/new" className={styles.primaryLink}>
        {t("newPost")}
      </Link>
    </div>
  );
}
