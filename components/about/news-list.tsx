"use client";

import { useEffect, useState, type ReactNode } from "react";
import section from "@/components/ui/section.module.css";
import { isPlaceholder } from "@/lib/config/placeholder";
import type { Locale } from "@/lib/i18n/routing";
import type { PublicNewsItem } from "@/lib/news/public-news";
import styles from "./about.module.css";

interface NewsListProps {
  locale: Locale;
  /** The words of each article's link, with its icon, drawn by the server. */
  readMore: ReactNode;
}

/**
 * The news cards, drawn once `GET /api/news?locale=…` answers (from Next's data cache, expired on
 * every edit). They sit low on the page, so they appear before a visitor scrolls to them; with no news,
 * or no answer, the section stays hidden. The cards repeat `Card`'s markup (components/ui/card.tsx)
 * so that the page's JavaScript does not carry the icon set.
 */
export function NewsList({ locale, readMore }: NewsListProps) {
  const [items, setItems] = useState<PublicNewsItem[]>([]);

  useEffect(() => {
    const request = new AbortController();
    fetch(`/api/news?locale=${locale}`, { signal: request.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ data: PublicNewsItem[] }>) : undefined))
      .then((body) => {
        if (!body?.data.length) return;
        setItems(body.data);
        // Stored text may use Korean syllables the build's font subset lacks.
        void import("@/components/shell/korean-fallback").then((fallback) => fallback.addForStoredText());
      })
      .catch(() => undefined);
    return () => request.abort();
  }, [locale]);

  if (items.length === 0) return null;
  return (
    <ul className={`${section.grid} ${styles.news}`} data-stored-text>
      {items.map((item) => (
        <li key={item.id} className={section.card} data-news-id={item.id}>
          <p className={styles.source}>{item.source}</p>
          <h3 className={section.cardTitle}>{item.title}</h3>
          <p className={section.cardText}>{item.description}</p>
          {/* An article whose address is still an example default is listed without a link. */}
          {!isPlaceholder(item.url) && (
            <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.newsLink}>
              {readMore}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
