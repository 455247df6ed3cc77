"use client";

import { useEffect, useState } from "react";
import type { TocEntry } from "@/lib/blog/toc";
import styles from "./post.module.css";

/** The contents list: fixed after 300 px; scroll offset -250 at widths of 1200 px or less, else -150. */
const STICKY_AFTER = 300;
const offset = () => (window.innerWidth <= 1200 ? -250 : -150);

function scrollToHeading(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY + offset();
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top, behavior: reduce ? "auto" : "smooth" });
}

/**
 * Contents from level 1 and 2 headings: a side list on wide screens, a dropdown on mobile. Level 1
 * headings are numbered, except in the introduction (a prolog section).
 */
export function PostToc({ entries, text }: { entries: TocEntry[]; text: { title: string; mobileLabel: string } }) {
  const [fixed, setFixed] = useState(false);
  const [active, setActive] = useState<string>("");

  useEffect(() => {
    const update = () => {
      setFixed(window.scrollY > STICKY_AFTER);
      let current = "";
      for (const entry of entries) {
        const element = document.getElementById(entry.id);
        if (element && element.getBoundingClientRect().top + offset() <= 1) current = entry.id;
      }
      setActive(current);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [entries]);

  if (entries.length === 0) return null;
  return (
    <nav className={`${styles.toc} ${fixed ? styles.tocFixed : ""}`} aria-label={text.title}>
      <div className={styles.tocMobile}>
        <label htmlFor="toc-select" className="visually-hidden">
          {text.mobileLabel}
        </label>
        <select id="toc-select" value={active} onChange={(event) => scrollToHeading(event.target.value)}>
          <option value="">{text.mobileLabel}</option>
          {entries.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.level === 2 ? `– ${entry.text}` : entry.number ? `${entry.number}. ${entry.text}` : entry.text}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.tocDesktop}>
        <p className={styles.tocTitle}>{text.title}</p>
        <ul>
          {entries.map((entry) => (
            <li key={entry.id} className={entry.level === 2 ? styles.tocSub : undefined}>
              <a
                href={`#${entry.id}`}
                aria-current={active === entry.id ? "location" : undefined}
                className={active === entry.id ? styles.tocActive : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  scrollToHeading(entry.id);
                  history.replaceState(null, "", `#${entry.id}`);
                }}
              >
                {entry.number ? `${entry.number}. ` : ""}
                {entry.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
