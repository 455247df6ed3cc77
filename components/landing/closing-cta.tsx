import { getTranslations } from "next-intl/server";
import { DemoButton } from "@/components/demo/demo-button";
import buttons from "@/components/ui/buttons.module.css";
import section from "@/components/ui/section.module.css";
import styles from "./closing-cta.module.css";

export async function ClosingCta() {
  const t = await getTranslations("landing.closing");
  return (
    <section className={`${section.section} ${styles.closing}`} aria-labelledby="closing-heading">
      <div className={`${section.inner} ${styles.inner}`} data-aos="fade-up">
        <h2 id="closing-heading" className={section.heading}>
          {t("heading")}
        </h2>
        <p className={styles.lead}>{t("lead")}</p>
        <DemoButton trigger="laststrip" className={buttons.primary}>
          {t("button")}
        </DemoButton>
      </div>
    </section>
  );
}
