"use client";

import { useEffect, useMemo, useState, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/routing";
import { searchPosts, type SearchablePost } from "@/lib/blog/search";
import { SearchBox } from "./search-box";
import { SnippetsContext } from "./search-snippet";
import { usePageSize } from "./use-page-size";
import styles from "./blog.module.css";

/** The list's words, formatted on the server (app/[locale]/(marketing)/blog/page.tsx). */
export interface BlogListText {
  search: { label: string; placeholder: string; button: string };
  showingResultsFor: string;
  clearSearch: string;
  /** "3 posts found", indexed by the count (every count the list can reach). */
  resultCounts: string[];
  noPosts: string;
  back: string;
  otherLanguages: string;
  otherLanguagesLead: string;
  seeMore: string;
}

/** What the list searches and sorts a post by; its card comes drawn from the server. */
export interface ListedPost extends SearchablePost {
  lang: Locale;
}

interface BlogListProps {
  locale: Locale;
  text: BlogListText;
  /** Posts written in the page's language, newest first. */
  posts: ListedPost[];
  /** Posts written only in the other language: listed after them (their cards carry a language badge). */
  otherPosts: ListedPost[];
  /** Each post's card by id (components/blog/post-card.tsx), drawn on the server: the list only picks them. */
  cards: Record<string, ReactNode>;
  /** Beside the list: the demo box, drawn on the server. */
  aside: ReactNode;
}

/** The search in the address (?q=): a link to results can be shared, and Back and Forward step through searches. */
const searchInUrl = () => new URLSearchParams(location.search).get("q")?.trim() ?? "";

/** Search, results line and the card grids with See More, beside `aside`. Rendered on the server first. */
export function BlogList({ locale, text: t, posts, otherPosts, cards, aside }: BlogListProps) {
  const pageSize = usePageSize();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [pages, setPages] = useState(1);
  // /blog is one stored copy for every query: the browser reads ?q= once hydrated, and again on Back and Forward.
  useEffect(() => {
    const read = () => {
      const next = searchInUrl();
      setQuery(next);
      setText(next);
      setPages(1);
    };
    read();
    addEventListener("popstate", read);
    return () => removeEventListener("popstate", read);
  }, []);
  const all = useMemo(() => [...posts, ...otherPosts], [posts, otherPosts]);
  const hits = useMemo(() => searchPosts(all, query), [all, query]);
  const shown = hits?.map((hit) => hit.post) ?? all;
  const visible = shown.slice(0, pages * pageSize);
  const ownShown = hits ? visible : visible.filter((post) => post.lang === locale);
  const otherShown = hits ? [] : visible.filter((post) => post.lang !== locale);
  const snippets = useMemo(
    () => new Map(hits?.flatMap(({ post, snippet }) => (snippet ? [[post.id, snippet] as const] : []))),
    [hits],
  );

  // Each search, and its clearing, is a history entry (other parameters kept).
  const run = (next: string) => {
    const url = new URL(location.href);
    if (next.trim()) url.searchParams.set("q", next.trim());
    else url.searchParams.delete("q");
    if (url.href !== location.href) history.pushState(null, "", url);
    setQuery(next.trim());
    if (!next.trim()) setText("");
    setPages(1);
  };
  const grid = (entries: ListedPost[], testId: string) => (
    <ul className={styles.grid} data-testid={testId}>
      {entries.map((post) => (
        <li key={post.id}>{cards[post.id]}</li>
      ))}
    </ul>
  );

  return (
    <SnippetsContext value={snippets}>
      <div className={styles.listLayout} data-stored-text>
        <div className={styles.listMain}>
          <SearchBox text={t.search} value={text} onChange={setText} onSearch={run} />
          <div aria-live="polite" className={styles.resultsLine}>
            {hits && (
              <p>
                {t.showingResultsFor} <strong>{query}</strong>{" "}
                <button type="button" className={styles.linkButton} onClick={() => run("")}>
                  {t.clearSearch}
                </button>{" "}
                <span className={styles.muted}>({t.resultCounts[hits.length]})</span>
              </p>
            )}
          </div>
          {visible.length === 0 ? (
            <div className={styles.empty}>
              <p>{t.noPosts}</p>
              <button type="button" className={styles.secondaryButton} onClick={() => run("")}>
                {t.back}
              </button>
            </div>
          ) : (
            ownShown.length > 0 && grid(ownShown, "posts")
          )}
          {otherShown.length > 0 && (
            <section aria-labelledby="blog-other-languages" data-testid="other-languages" className={styles.otherPosts}>
              <h2 id="blog-other-languages" className={styles.otherHeading}>
                {t.otherLanguages}
              </h2>
              <p className={styles.muted}>{t.otherLanguagesLead}</p>
              {grid(otherShown, "other-posts")}
            </section>
          )}
          {visible.length < shown.length && (
            <div className={styles.more}>
              <button type="button" className={styles.secondaryButton} onClick={() => setPages((n) => n + 1)}>
                {t.seeMore}
              </button>
            </div>
          )}
        </div>
        {aside}
      </div>
    </SnippetsContext>
  );
}
