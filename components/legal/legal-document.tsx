import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { TextBlocks } from "@/components/legal/text-blocks";
import { SiteLink } from "@/components/navigation/site-link";
import { legalPaths, type VersionedKind } from "@/content/legal";
import { earlierVersions } from "@/lib/content/legal";
import type { LegalDocument as LegalDoc } from "@/content/legal/types";
import type { Locale } from "@/lib/i18n/routing";
import { BackToTop } from "./back-to-top";
import styles from "./legal.module.css";

interface LegalDocumentProps {
  locale: Locale;
  document: LegalDoc;
  /** Links shown under the date (prior version, terms). */
  links?: ReactNode;
}

/** A legal page: title, last-updated date, a clickable table of contents and numbered sections. */
export async function LegalDocument({ locale, document, links }: LegalDocumentProps) {
  const t = await getTranslations({ locale, namespace: "legal" });
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <h1 className={styles.title}>{document.title}</h1>
        <p className={styles.updated}>{t("lastUpdated", { date: document.lastUpdated })}</p>
        {links && <div className={styles.links}>{links}</div>}
      </header>
      <TextBlocks blocks={document.intro} className={styles.blocks} />
      <nav className={styles.toc} aria-labelledby="toc-heading">
        <h2 id="toc-heading" className={styles.tocHeading}>
          {t("contents")}
        </h2>
        <ol>
          {document.sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
            {index + 1}. {section.title}
          </h2>
          <TextBlocks blocks={section.blocks} className={styles.blocks} />
        </section>
      ))}
      <BackToTop label={t("backToTop")} />
    </article>
  );
}

/** A link to each version a legal document replaced, with the date it took effect. */
export async function EarlierVersionLinks({ kind, locale }: { kind: VersionedKind; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "legal.earlierVersion" });
  return earlierVersions(kind, locale).map(({ version, document }) => (
    <SiteLink key={version} href={`${legalPaths[kind]}/${version}`}>
      {t(kind, { date: document().lastUpdated })}
    </SiteLink>
  ));
}
