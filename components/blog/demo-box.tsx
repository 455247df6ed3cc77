"use client";

import { useDemo } from "@/components/demo/demo-context";
import styles from "./blog.module.css";

/** The list's "Book Demo + Get a Free Trial" box (demo trigger `blog`). */
export function DemoBox({ text }: { text: { title: string; text: string; button: string } }) {
  const { open } = useDemo();
  return (
    <aside className={styles.demoBox} aria-labelledby="blog-demo-title">
      <h2 id="blog-demo-title" className={styles.demoTitle}>
        {text.title}
      </h2>
      <p>{text.text}</p>
      <button type="button" className={styles.primaryButton} onClick={() => open("blog")}>
        {text.button}
      </button>
    </aside>
  );
}
