"use client";

import { useEffect, useRef, type KeyboardEvent } from "react";
import { disassemble } from "es-hangul";
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
  "table",
  "youtube",
  "button",
  "divider",
] as const;
export type BlockChoice = (typeof BLOCK_CHOICES)[number];

/**
 * What `/` followed by a word finds, besides the name shown: the words a writer may reach for, in
 * Korean and in English whatever the editor's language (search keys, never shown).
 */
const ALIASES: Record<BlockChoice, string[]> = {
  paragraph: ["paragraph", "text", "p", "문단", "본문", "텍스트"],
  h1: ["heading 1", "h1", "title", "제목 1", "제목1"],
  h2: ["heading 2", "h2", "subtitle", "제목 2", "제목2", "소제목"],
  h3: ["heading 3", "h3", "제목 3", "제목3", "작은 제목"],
  prolog: ["introduction", "intro", "prolog", "lead", "소개", "도입"],
  bullet: ["bulleted list", "bullet", "list", "ul", "글머리 기호 목록", "목록", "글머리"],
  ordered: ["numbered list", "ordered list", "list", "ol", "번호 목록", "목록", "번호"],
  image: ["image", "picture", "photo", "img", "이미지", "그림", "사진"],
  table: ["table", "grid", "figures", "spreadsheet", "표", "테이블", "도표"],
  youtube: ["youtube", "video", "embed", "유튜브", "동영상", "영상"],
  button: ["button", "link", "cta", "버튼", "링크"],
  divider: ["divider", "section", "hr", "---", "섹션 구분선", "구분선", "섹션"],
};

/**
 * Jamo, lower case: "목로" (typed on the way to "목록", mid-syllable) is then a prefix of "목록", and
 * "제목" of "제목 2".
 */
const keyOf = (text: string) => disassemble(text.normalize("NFC").toLocaleLowerCase().trim());

/** The choices whose name or an alias has a word starting with `query` (all of them for an empty query). */
export function filterChoices(query: string, nameOf: (choice: BlockChoice) => string): BlockChoice[] {
  const wanted = keyOf(query);
  if (!wanted) return [...BLOCK_CHOICES];
  return BLOCK_CHOICES.filter((choice) =>
    [nameOf(choice), ...ALIASES[choice]].some((term) => {
      const key = keyOf(term);
      return key.startsWith(wanted) || term.split(/\s+/).some((word) => keyOf(word).startsWith(wanted));
    }),
  );
}

export const optionId = (choice: BlockChoice) => `block-option-${choice}`;
export const BLOCK_MENU_ID = "block-menu";

interface BlockMenuProps {
  position: { top: number; left: number };
  choices: readonly BlockChoice[];
  active: number;
  /** Opened by the toolbar's button: the list takes the focus (after `/` the caret stays in the text). */
  takeFocus: boolean;
  onKey: (key: string) => boolean;
  onChoose: (choice: BlockChoice) => void;
  onClose: () => void;
}

/**
 * The block menu: after `/` on an empty line (the words typed after it filter the list, the caret
 * stays in the text), or from the toolbar's button. Arrow keys, Home and End move, Enter chooses,
 * Escape closes. A list box whose active option the writer follows (aria-activedescendant).
 */
export function BlockMenu({ position, choices, active, takeFocus, onKey, onChoose, onClose }: BlockMenuProps) {
  const t = useTranslations("editor.writer.menu");
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) list.current?.focus();
  }, [takeFocus]);
  const current = choices[active];
  useEffect(() => {
    if (current) list.current?.querySelector(`#${optionId(current)}`)?.scrollIntoView({ block: "nearest" });
  }, [current]);

  const keyDown = (event: KeyboardEvent) => {
    if (event.key === "Tab") return onClose();
    if (onKey(event.key)) event.preventDefault();
  };

  return (
    <div
      ref={list}
      id={BLOCK_MENU_ID}
      role="listbox"
      tabIndex={-1}
      aria-label={t("label")}
      aria-activedescendant={current ? optionId(current) : undefined}
      className={styles.menu}
      style={{ top: position.top, left: position.left }}
      onKeyDown={keyDown}
      onBlur={(event) => {
        if (takeFocus && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      {choices.map((choice, index) => (
        <div
          key={choice}
          id={optionId(choice)}
          role="option"
          aria-selected={index === active}
          className={styles.option}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(choice)}
        >
          <span>{t(`${choice}.name`)}</span>
          <small>{t(`${choice}.hint`)}</small>
        </div>
      ))}
    </div>
  );
}
