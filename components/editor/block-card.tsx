"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslations } from "next-intl";
import type { KeyedBlock, LooseBlock } from "@/lib/blog/editor-model";
import { BlockFields } from "./block-fields";
import type { ApiAnswer } from "./editor-api";
import styles from "./editor.module.css";

interface BlockCardProps {
  item: KeyedBlock;
  /** Position in its section, from 1. */
  n: number;
  count: number;
  errors: string[];
  onChange: (block: LooseBlock) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  call: <T>(method: string, path: string, body?: unknown) => Promise<ApiAnswer<T>>;
}

/** One block: its type, a drag handle (mouse, touch or keyboard), Move up/down, Remove, and its form. */
export function BlockCard({ item, n, count, errors, onChange, onMove, onRemove, call }: BlockCardProps) {
  const t = useTranslations("editor");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
  });
  const known = ["heading", "paragraph", "prolog", "list", "image", "button", "youtube"].includes(item.block.type);
  const type = known ? t(`blockType.${item.block.type as "heading"}`) : item.block.type || "?";
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${styles.block} ${isDragging ? styles.dragging : ""} ${errors.length ? styles.blockInvalid : ""}`}
      data-testid="block"
      data-type={item.block.type}
    >
      <fieldset className={styles.blockFieldset}>
        <legend className={styles.blockLegend}>{t("blockLabel", { n, type })}</legend>
        <div className={styles.blockTools}>
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={styles.handle}
            aria-label={t("dragHandle", { n, type })}
            {...attributes}
            {...listeners}
          >
            ⠿
          </button>
          <button type="button" onClick={() => onMove(-1)} disabled={n === 1}>
            {t("moveUp")}
          </button>
          <button type="button" onClick={() => onMove(1)} disabled={n === count}>
            {t("moveDown")}
          </button>
          <button type="button" onClick={onRemove} className={styles.danger}>
            {t("removeBlock")}
          </button>
        </div>
        <BlockFields id={item.key} block={item.block} onChange={onChange} call={call} />
        {errors.map((error) => (
          <p key={error} className={styles.fieldError}>
            {error}
          </p>
        ))}
      </fieldset>
    </li>
  );
}
