import { getTranslations } from "next-intl/server";
import section from "@/components/ui/section.module.css";
import styles from "./about.module.css";

/** Our Story, then the Funded By and Featured Partners images. */
export async function AboutStory() {
  const t = await getTranslations("about");
  const paragraphs = t.raw("story.paragraphs") as string[];
  return (
    <>
      <section className={`${section.section} ${section.muted}`} aria-labelledby="story-heading">
        <div className={`${section.inner} ${styles.story}`}>
          <h2 id="story-heading" className={section.heading}>
            {t("story.heading")}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section className={section.section} aria-labelledby="funded-heading">
        <div className={section.inner}>
          <h2 id="funded-heading" className={section.heading}>
            {t("funded.heading")}
          </h2>
          <p className={section.lead}>{t("funded.lead")}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG needs no optimisation */}
          <img
            src="/en/about/funded-by.svg"
            alt={t("funded.imageAlt")}
            width={1200}
            height={240}
            loading="lazy"
            className={styles.logos}
          />
          <h2 className={`${section.heading} ${styles.partners}`}>{t("partners.heading")}</h2>
          {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG needs no optimisation */}
          <img
            src="/en/about/partners.svg"
            alt={t("partners.imageAlt")}
            width={1200}
            height={240}
            loading="lazy"
            className={styles.logos}
          />
        </div>
      </section>
    </>
  );
}
