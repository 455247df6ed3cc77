import { getLocale, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/lib/i18n/routing";
import { listPublicNews } from "@/lib/news/public-news";
import { isPlaceholder } from "@/lib/config/placeholder";
import { TitledSection } from "@/components/ui/titled-section";
import section from "@/components/ui/section.module.css";
import styles from "./about.module.css";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";

interface ExternalLinkProps {
  href: string;
  className?: string;
  /** The words, for screen readers only, that say it opens a new window. */
  newWindow: string;
  iconSize?: number;
  children: ReactNode;
}

/** A link to another site: it opens a new window, and says so with the outward arrow and hidden words. */
function ExternalLink({ href, className, newWindow, iconSize = 16, children }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <Icon name="external" size={iconSize} />
      <span className="visually-hidden">{newWindow}</span>
    </a>
  );
}

/** The company in the news: the rows staff keep through /api/news, in this page's language. */
export async function AboutNews() {
  const t = await getTranslations("about.news");
  const items = await listPublicNews((await getLocale()) as Locale);
  if (items.length === 0) return null;
  return (
    <TitledSection id="news" heading={t("heading")} tone="muted">
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
              <ExternalLink href={item.url} className={styles.newsLink} newWindow={t("opensInNewWindow")}>
                {t("readMore")}
              </ExternalLink>
            )}
          </Card>
        ))}
      </ul>
    </TitledSection>
  );
}
