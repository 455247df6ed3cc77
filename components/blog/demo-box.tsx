"use client";

import { useTranslations } from "next-intl";
import { useDemo } from "@/components/demo/demo-context";
import styles from "./blog.module.css";

/** The list's "Book Demo + Get a Free Trial" box (demo trigger `blog`). */
export function DemoBox() {
  const t = useTranslations("blog");
  const { open } = useDemo();
  return (
    <aside className={styles.demoBox} aria-labelledby="blog-demo-title">
      <h2 id="blog-demo-title" className={styles.demoTitle}>
        {t("demoBoxTitle")}
      </h2>
      <p>{t("demoBoxText")}</p>
      <button type="button" className={styles.primaryButton} onClick={() => open("blog")}>
        {t("demoBoxButton")}
      </button>
    </aside>
  );
}
