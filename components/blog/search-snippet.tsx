"use client";

import { createContext, useContext } from "react";
import type { SearchHit, SearchablePost } from "@/lib/blog/search";
import styles from "./blog.module.css";

type Snippet = NonNullable<SearchHit<SearchablePost>["snippet"]>;

/** The current search's snippets by post id, from the blog list (./blog-list.tsx). */
export const SnippetsContext = createContext<ReadonlyMap<string, Snippet> | null>(null);

/**
 * Where the search matched a card's post text: the match with its context, inside the card the server
 * drew (./post-card.tsx). Nothing outside a search, or outside the list (the editor's preview).
 */
export function SearchSnippet({ postId, lang }: { postId: string; lang: string }) {
  const snippet = useContext(SnippetsContext)?.get(postId);
  if (!snippet) return null;
  return (
    <p className={styles.snippet} lang={lang}>
      {snippet.before}
      <mark>{snippet.match}</mark>
      {snippet.after}
    </p>
  );
}
