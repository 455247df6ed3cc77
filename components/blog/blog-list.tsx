"use client";

import { useMemo, useState } from "react";
import type { BlogCardData } from "@/lib/blog/card";
import type { Locale } from "@/lib/i18n/routing";
import { searchPosts, type SearchHit } from "@/lib/blog/search";
import { DemoBox } from "./demo-box";
import { PostCard } from "./post-card";
import { SearchBox } from "./search-box";
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
  noThumbnail: string;
  /** A post's language, named on its badge. */
  languages: Record<Locale, string>;
  demoBox: { title: string; text: string; button: string };
}

interface BlogListProps {
  locale: Locale;
  text: BlogListText;
  /** Posts written in the page's language, newest first. */
  posts: BlogCardData[];
  /** Posts written only in the other language: listed after them, with a language badge. */
  otherPosts: BlogCardData[];
}

type Hit = SearchHit<BlogCardData>;

/** Search, results line, the card grids with See More, and the demo box. Rendered on the server first. */
export function BlogList({ locale, text: t, posts, otherPosts }: BlogListProps) {
  const pageSize = usePageSize();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [pages, setPages] = useState(1);
  const all = useMemo(() => [...posts, ...otherPosts], [posts, otherPosts]);
  const hits = useMemo(() => searchPosts(all, query), [all, query]);
  const shown: Hit[] = hits ?? all.map((post) => ({ post, snippet: undefined }));
  const visible = shown.slice(0, pages * pageSize);
  const badge = (post: BlogCardData) => (post.lang === locale ? undefined : t.languages[post.lang]);
  const ownShown = hits ? visible : visible.filter(({ post }) => post.lang === locale);
  const otherShown = hits ? [] : visible.filter(({ post }) => post.lang !== locale);

  const run = (next: string) => {
    setQuery(next.trim());
    if (!next.trim()) setText("");
    setPages(1);
  };
  // The first row of the first grid is in view on arrival: its thumbnails load at once.
  const grid = (entries: Hit[], testId: string, first = false) => (
    <ul className={styles.grid} data-testid={testId}>
      {entries.map(({ post, snippet }, index) => (
        <li key={post.id}>
          <PostCard
            post={post}
            snippet={snippet}
            languageBadge={badge(post)}
            priority={first && index < 3}
            noThumbnailLabel={t.noThumbnail}
          />
        </li>
      ))}
    </ul>
  );

  return (
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
          ownShown.length > 0 && grid(ownShown, "posts", true)
        )}
        {otherShown.length > 0 && (
          <section aria-labelledby="blog-other-languages" data-testid="other-languages" className={styles.otherPosts}>
            <h2 id="blog-other-languages" className={styles.otherHeading}>
              {t.otherLanguages}
            </h2>
            <p className={styles.muted}>{t.otherLanguagesLead}</p>
            {grid(otherShown, "other-posts", ownShown.length === 0)}
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
      <DemoBox text={t.demoBox} />
    </div>
  );
}
