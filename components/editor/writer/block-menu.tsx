"use client";

import { useEffect, useRef, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import styles from "./writer.module.css";

export const BLOCK_CHOICES = [
  "paragraph",
  "h1",
  "h2",
  "h3",
  "prolog",
  "bullet",
  "ordered",
  "image",
  "youtube",
  "button",
  "divider",
] as const;
export type BlockChoice = (typeof BLOCK_CHOICES)[number];

interface BlockMenuProps {
  position: { top: number; left: number };
  onChoose: (choice: BlockChoice) => void;
  onClose: () => void;
}

/**
 * The block menu (`/` on an empty line, or Insert): a menu of every block the stored format has.
 * Arrow keys, Home and End move, Enter chooses, Escape or Tab closes, a letter jumps to an item.
 */
export function BlockMenu({ position, onChoose, onClose }: BlockMenuProps) {
  const t = useTranslations("editor.writer.menu");
  const list = useRef<HTMLDivElement>(null);
  const items = () => [...(list.current?.querySelectorAll<HTMLButtonElement>("[role=menuitem]") ?? [])];
  useEffect(() => {
    items()[0]?.focus();
  }, []);

  const keyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.findIndex((item) => item === document.activeElement);
    const move = (to: number) => all[(to + all.length) % all.length]?.focus();
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(all.length - 1);
    else if (event.key === "Escape" || event.key === "Tab") onClose();
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      const key = event.key.toLocaleLowerCase();
      const after = [...all.slice(index + 1), ...all.slice(0, index + 1)];
      after.find((item) => item.textContent?.toLocaleLowerCase().startsWith(key))?.focus();
    } else return;
    event.preventDefault();
  };

  return (
    <div
      ref={list}
      role="menu"
      aria-label={t("label")}
      className={styles.menu}
      style={{ top: position.top, left: position.left }}
      onKeyDown={keyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      {BLOCK_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(choice)}
        >
          <span>{t(`${choice}.name`)}</span>
          <small>{t(`${choice}.hint`)}</small>
        </button>
      ))}
    </div>
  );
}
