"use client";

import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/icon";
import styles from "./legal.module.css";

/** A scroll-to-top control that appears once the reader has scrolled down. */
export function BackToTop({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > 400);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  const toTop = () => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
  };
  return (
    <button type="button" className={styles.toTop} data-shown={shown || undefined} onClick={toTop} aria-label={label}>
      <Icon name="arrowUp" />
    </button>
  );
}
