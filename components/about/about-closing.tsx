import { getTranslations } from "next-intl/server";
import { QueryLink } from "@/components/shell/query-link";
import { DemoButton } from "@/components/ui/demo-button";
import buttons from "@/components/ui/buttons.module.css";
import section from "@/components/ui/section.module.css";
import styles from "./about.module.css";

export async function AboutClosing() {
  const t = await getTranslations("about.closing");
  return (
    <section className={`${section.section} ${section.dark}`} aria-labelledby="about-closing-heading">
      <div className={`${section.inner} ${styles.closing}`}>
        <h2 id="about-closing-heading" className={section.heading}>
          {t("heading")}
        </h2>
        <div className={styles.actions}>
          <DemoButton trigger="aboutus" className={buttons.primary}>
            {t("requestDemo")}
          </DemoButton>
          <QueryLink href="/contact" className={buttons.light}>
            {t("contactUs")}
          </QueryLink>
        </div>
      </div>
    </section>
  );
}
