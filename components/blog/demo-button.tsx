"use client";

import { useDemo } from "@/components/demo/demo-context";
import styles from "./post.module.css";

/** Opens the demo popup from a post (trigger `blogView`). */
export function DemoButton({ label }: { label: string }) {
  const { open } = useDemo();
  return (
    <button type="button" className={styles.demoButton} onClick={() => open("blogView")}>
      {label}
    </button>
  );
}
