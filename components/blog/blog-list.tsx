"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import type { BlogCardData } from "@/lib/blog/card";
import { searchPosts } from "@/lib/blog/search";
import { DemoBox } from "./demo-box";
import { PostCard } from "./post-card";
import { SearchBox } from "./search-box";
import { usePageSize } from "./use-page-size";
import styles from "./blog.module.css";

interface BlogListProps {
  posts: BlogCardData[];
}

/** Search, results line, the card grid with See More, and the demo box. Rendered on the server first. */
export function BlogList({ posts }: BlogListProps) {
  const t = useTranslations("blog");
  const pageSize = usePageSize();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [pages, setPages] = useState(1);
  const hits = useMemo(() => searchPosts(posts, query), [posts, query]);
  const shown = hits ?? posts.map((post) => ({ post, snippet: undefined }));
  const visible = shown.slice(0, pages * pageSize);

  const run = (next: string) => {
    setQuery(next.trim());
    if (!next.trim()) setText("");
    setPages(1);
  };

  return (
    <div className={styles.listLayout}>
      <div className={styles.listMain}>
        <SearchBox value={text} onChange={setText} onSearch={run} />
        <div aria-live="polite" className={styles.resultsLine}>
          {hits && (
            <p>
              {t("showingResultsFor")} <strong>{query}</strong>{" "}
              <button type="button" className={styles.linkButton} onClick={() => run("")}>
                {t("clearSearch")}
              </button>{" "}
              <span className={styles.muted}>({t("resultCount", { count: hits.length })})</span>
            </p>
          )}
        </div>
        {visible.length === 0 ? (
          <div className={styles.empty}>
            <p>{t("noPosts")}</p>
            <button type="button" className={styles.secondaryButton} onClick={() => run("")}>
              {t("back")}
            </button>
          </div>
        ) : (
          <ul className={styles.grid}>
            {visible.map(({ post, snippet }) => (
              <li key={post.id}>
                <PostCard post={post} snippet={snippet} />
              </li>
            ))}
          </ul>
        )}
        {visible.length < shown.length && (
          <div className={styles.more}>
            <button type="button" className={styles.secondaryButton} onClick={() => setPages((n) => n + 1)}>
              {t("seeMore")}
            </button>
          </div>
        )}
      </div>
      <DemoBox />
    </div>
  );
}
