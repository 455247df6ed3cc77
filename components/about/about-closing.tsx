import { getTranslations } from "next-intl/server";
import { QueryLink } from "@/components/navigation/site-link";
import { DemoButton } from "@/components/demo/demo-button";
import { TitledSection } from "@/components/ui/titled-section";
import buttons from "@/components/ui/buttons.module.css";
import styles from "./about.module.css";

export async function AboutClosing() {
  const t = await getTranslations("about.closing");
  return (
    <TitledSection id="about-closing" heading={t("heading")} tone="dark" className={styles.closing}>
      <div className={styles.actions}>
        <DemoButton trigger="aboutus" className={buttons.primary}>
          {t("requestDemo")}
        </DemoButton>
        <QueryLink href="/contact" className={buttons.light}>
          {t("contactUs")}
        </QueryLink>
      </div>
    </TitledSection>
  );
}
