import { getTranslations } from "next-intl/server";
import { TitledSection } from "@/components/ui/titled-section";
import section from "@/components/ui/section.module.css";
import styles from "./about.module.css";

/** Our Story, then the Funded By and Featured Partners images. */
export async function AboutStory() {
  const t = await getTranslations("about");
  const paragraphs = t.raw("story.paragraphs") as string[];
  return (
    <>
      <TitledSection id="story" heading={t("story.heading")} tone="muted" className={styles.story}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </TitledSection>
      <TitledSection id="funded" heading={t("funded.heading")} lead={t("funded.lead")}>
        <LogoWall src="/en/about/funded-by.svg" alt={t("funded.imageAlt")} />
        <h2 className={`${section.heading} ${styles.partners}`}>{t("partners.heading")}</h2>
        <LogoWall src="/en/about/partners.svg" alt={t("partners.imageAlt")} />
      </TitledSection>
    </>
  );
}

/** One wall of logos, drawn as a single static SVG. */
function LogoWall({ src, alt }: { src: string; alt: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static SVG needs no optimisation
    <img src={src} alt={alt} width={1200} height={240} loading="lazy" className={styles.logos} />
  );
}
