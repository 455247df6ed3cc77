import { getTranslations } from "next-intl/server";
import { PageHero } from "@/components/ui/page-hero";
import styles from "./about.module.css";

/** Sits under the header, which stays transparent while the page is at the top. */
export async function AboutHero() {
  const t = await getTranslations("about.hero");
  return <PageHero clip="about-hero" tone="light" headline={t("headline")} lead={t("lead")} className={styles.hero} />;
}
