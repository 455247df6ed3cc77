"use client";

import { useTranslations } from "next-intl";
import { useDemo } from "@/components/demo/demo-context";
import { Icon } from "@/components/ui/icon";
import styles from "./top-banner.module.css";

export function TopBanner() {
  const t = useTranslations("shell");
  const { open } = useDemo();
  return (
    <div className={styles.banner} data-top-banner>
      <button type="button" className={styles.cta} onClick={() => open("default")}>
        {t("banner")}
        {/* Drawn, not typed: "→" is in no Latin face here, and on an English page it alone would
            fetch the 43 KB bold Korean subset. */}
        <Icon name="arrowForward" size={14} className={styles.arrow} />
      </button>
    </div>
  );
}
