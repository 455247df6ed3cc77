import { DemoButton } from "@/components/demo/demo-button";
import styles from "./blog.module.css";

/**
 * The list's "Book Demo + Get a Free Trial" box (demo trigger `blog`), drawn on the server: its button
 * is the shell's DemoButton, so a tap before the page's scripts run still reaches the booking page.
 */
export function DemoBox({ text }: { text: { title: string; text: string; button: string } }) {
  return (
    <aside className={styles.demoBox} aria-labelledby="blog-demo-title">
      <h2 id="blog-demo-title" className={styles.demoTitle}>
        {text.title}
      </h2>
      <p>{text.text}</p>
      <DemoButton trigger="blog" className={styles.primaryButton}>
        {text.button}
      </DemoButton>
    </aside>
  );
}
