import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import section from "@/components/ui/section.module.css";
import { TitledSection } from "@/components/ui/titled-section";
import { isPlaceholder } from "@/lib/config/placeholder";
import type { PublicNewsItem } from "@/lib/news/public-news";
import styles from "./about.module.css";

/**
 * The company in the news: the rows staff keep through /api/news, in this page's language, drawn by
 * the server (so crawlers read them); no section at all without an item. Stored text may use Korean
 * syllables the font subset lacks: `data-stored-text` asks for the fallback faces.
 */
export async function AboutNews({ items }: { items: PublicNewsItem[] }) {
  if (items.length === 0) return null;
  const t = await getTranslations("about.news");
  return (
    <TitledSection id="news" heading={t("heading")} tone="muted">
      <ul className={`${section.grid} ${styles.news}`} data-stored-text>
        {items.map((item) => (
          <li key={item.id} className={section.card} data-news-id={item.id}>
            <p className={styles.source}>{item.source}</p>
            <h3 className={section.cardTitle}>{item.title}</h3>
            <p className={section.cardText}>{item.description}</p>
            {/* An article whose address is still an example default is listed without a link. */}
            {!isPlaceholder(item.url) && (
              // A link to another site opens a new window, and says so with the outward arrow and hidden words.
              <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.newsLink}>
                {t("readMore")}
                <Icon name="external" size={16} />
                <span className="visually-hidden">{t("opensInNewWindow")}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
