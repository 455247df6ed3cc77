"use client";

import type { MouseEvent } from "react";
import { scrollToId } from "@/components/ui/arrival-scroll";
import styles from "./legal.module.css";

interface LegalTocProps {
  label: string;
  entries: readonly { id: string; title: string }[];
}

/** Sticky header height plus breathing room, so a section's title is not hidden when scrolled to. */
const tocOffset = 88;

/** The table of contents: each entry scrolls smoothly to its section and records the hash. */
export function LegalToc({ label, entries }: LegalTocProps) {
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    if (scrollToId(id, tocOffset)) window.history.replaceState(null, "", `#${id}`);
  };
  return (
    <nav className={styles.toc} aria-labelledby="toc-heading">
      <h2 id="toc-heading" className={styles.tocHeading}>
        {label}
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} onClick={(event) => go(event, entry.id)}>
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
