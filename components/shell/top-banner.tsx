"use client";

import { useTranslations } from "next-intl";
import { useDemo } from "@/components/demo/demo-context";
import styles from "./top-banner.module.css";

export function TopBanner() {
  const t = useTranslations("shell");
  const { open } = useDemo();
  return (
    <div className={styles.banner} data-top-banner>
      <button type="button" className={styles.cta} onClick={() => open("default")}>
        {t("banner")}
        <span aria-hidden="true"> →</span>
      </button>
    </div>
  );
}
