"use client";

import { useState, type ReactNode } from "react";
import { LoopingVideo } from "@/components/media/looping-video";
import styles from "./showcase.module.css";

export interface ShowcaseItem {
  title: string;
  description?: string;
  /** Clip name under /en/media. */
  clip: string;
}

export interface ShowcaseProps {
  items: readonly ShowcaseItem[];
  /** Prefix of the item ids, e.g. "zen-step". */
  idPrefix: string;
  numbered?: boolean;
}

/** The carousel's words, formatted on the server: one position line and one dot label per item. */
export interface ShowcaseLabels {
  previous: string;
  next: string;
  /** The arrows, drawn on the server (the icon set stays out of the browser's code). */
  previousIcon: ReactNode;
  nextIcon: ReactNode;
  positions: string[];
  goTo: string[];
}

/**
 * A list of steps or items beside the clip of the selected one (default the first). Choosing another
 * mounts its clip, which plays from the start. Below 762 px a carousel (arrows and dots) replaces the list.
 */
export function ShowcaseView({ items, idPrefix, numbered = true, labels }: ShowcaseProps & { labels: ShowcaseLabels }) {
  const [selected, setSelected] = useState(0);
  const current = items[selected] ?? items[0]!;
  const move = (delta: number) => setSelected((index) => (index + delta + items.length) % items.length);

  return (
    <div className={styles.showcase} data-selected={selected}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.clip}>
            <button
              type="button"
              id={`${idPrefix}-${index + 1}`}
              className={styles.item}
              aria-pressed={index === selected}
              aria-controls={`${idPrefix}-stage`}
              onClick={() => setSelected(index)}
            >
              {numbered && <span className={styles.number}>{index + 1}</span>}
              <span>
                <span className={styles.title}>{item.title}</span>
                {item.description && <span className={styles.description}>{item.description}</span>}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <div id={`${idPrefix}-stage`} className={styles.stage}>
        <LoopingVideo key={current.clip} name={current.clip} label={current.title} className={styles.video} />
        <div className={styles.carousel}>
          <div className={styles.slide} aria-live="polite">
            <p className={styles.counter}>{labels.positions[selected]}</p>
            <p className={styles.title}>{current.title}</p>
            {current.description && <p className={styles.description}>{current.description}</p>}
          </div>
          <div className={styles.controls}>
            <button type="button" className={styles.arrow} aria-label={labels.previous} onClick={() => move(-1)}>
              {labels.previousIcon}
            </button>
            <div className={styles.dots}>
              {items.map((item, index) => (
                <button
                  key={item.clip}
                  type="button"
                  className={styles.dot}
                  aria-label={labels.goTo[index]}
                  aria-current={index === selected ? "step" : undefined}
                  onClick={() => setSelected(index)}
                />
              ))}
            </div>
            <button type="button" className={styles.arrow} aria-label={labels.next} onClick={() => move(1)}>
              {labels.nextIcon}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
