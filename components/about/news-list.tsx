"use client";

import { useEffect, useState, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { TitledSection } from "@/components/ui/titled-section";
import section from "@/components/ui/section.module.css";
import { isPlaceholder } from "@/lib/config/placeholder";
import type { Locale } from "@/lib/i18n/routing";
import type { PublicNewsItem } from "@/lib/news/public-news";
import styles from "./about.module.css";

interface ExternalLinkProps {
  href: string;
  className?: string;
  /** The words, for screen readers only, that say it opens a new window. */
  newWindow: string;
  children: ReactNode;
}

/** A link to another site: it opens a new window, and says so with the outward arrow and hidden words. */
function ExternalLink({ href, className, newWindow, children }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <Icon name="external" size={16} />
      <span className="visually-hidden">{newWindow}</span>
    </a>
  );
}

interface NewsListProps {
  locale: Locale;
  heading: string;
  readMore: string;
  newWindow: string;
}

/**
 * The news section, drawn once `GET /api/news?locale=…` answers (from Next's data cache, expired on
 * every edit). It sits low on the page, so it appears before a visitor scrolls to it; with no news,
 * or no answer, the page simply has no news section.
 */
export function NewsList({ locale, heading, readMore, newWindow }: NewsListProps) {
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
    <TitledSection id="news" heading={heading} tone="muted">
      <ul className={`${section.grid} ${styles.news}`} data-stored-text>
        {items.map((item) => (
          <Card
            key={item.id}
            data-news-id={item.id}
            above={<p className={styles.source}>{item.source}</p>}
            title={item.title}
            text={item.description}
          >
            {/* An article whose address is still an example default is listed without a link. */}
            {!isPlaceholder(item.url) && (
              <ExternalLink href={item.url} className={styles.newsLink} newWindow={newWindow}>
                {readMore}
              </ExternalLink>
            )}
          </Card>
        ))}
      </ul>
    </TitledSection>
  );
}
