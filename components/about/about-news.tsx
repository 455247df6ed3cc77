import { getLocale, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/external-link";
import type { Locale } from "@/lib/i18n/routing";
import { listPublicNews } from "@/lib/news/public-news";
import { isPlaceholder } from "@/lib/config/placeholder";
import { TitledSection } from "@/components/ui/titled-section";
import section from "@/components/ui/section.module.css";
import styles from "./about.module.css";

/** The company in the news: the rows staff keep through /api/news, in this page's language. */
export async function AboutNews() {
  const t = await getTranslations("about.news");
  const items = await listPublicNews((await getLocale()) as Locale);
  if (items.length === 0) return null;
  return (
    <TitledSection id="news" heading={t("heading")} tone="muted">
      <ul className={`${section.grid} ${styles.news}`}>
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
