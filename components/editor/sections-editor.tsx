"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { BLOCK_TYPES, type BlockType } from "@/lib/blog/block-schemas";
import { blankBlock, newKey, type KeyedBlock } from "@/lib/blog/editor-model";
import type { ApiAnswer } from "./editor-api";
import { SectionBlocks } from "./section-blocks";
import styles from "./editor.module.css";
import { SelectOptions } from "@/components/ui/fields/select-options";

interface SectionsEditorProps {
  sections: KeyedBlock[][];
  onChange: (sections: KeyedBlock[][]) => void;
  /** Problems by "section.block" ("0.1"), and by section ("0"). */
  errors: Record<string, string[]>;
  call: <T>(method: string, path: string, body?: unknown) => Promise<ApiAnswer<T>>;
}

function AddBlock({ n, onAdd }: { n: number; onAdd: (type: BlockType) => void }) {
  const t = useTranslations("editor");
  const [type, setType] = useState<BlockType>("paragraph");
  return (
    <div className={styles.addBlock}>
      <label htmlFor={`add-block-${n}`}>{t("addBlockLabel", { n })}</label>
      <select id={`add-block-${n}`} value={type} onChange={(event) => setType(event.target.value as BlockType)}>
        <SelectOptions values={BLOCK_TYPES} label={(value) => t(`blockType.${value}`)} />
      </select>
      <button type="button" onClick={() => onAdd(type)}>
        {t("addBlock")}
      </button>
    </div>
  );
}

/** The post's sections in order: each a fieldset of blocks, with add, remove and move. */
export function SectionsEditor({ sections, onChange, errors, call }: SectionsEditorProps) {
  const t = useTranslations("editor");
  const setSection = (index: number, blocks: KeyedBlock[]) =>
    onChange(sections.map((section, i) => (i === index ? blocks : section)));
  const moveSection = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= sections.length) return;
    const next = [...sections];
    [next[index], next[to]] = [next[to]!, next[index]!];
    onChange(next);
  };
  return (
    <div className={styles.sections}>
      {sections.map((blocks, index) => {
        const n = index + 1;
        const intro = blocks.some((item) => item.block.type === "prolog");
        const blockErrors = Object.fromEntries(
          Object.entries(errors)
            .filter(([key]) => key.startsWith(`${index}.`))
            .map(([key, list]) => [Number(key.split(".")[1]), list]),
        );
        return (
          <fieldset key={blocks[0]?.key ?? `section-${index}`} className={styles.section} data-testid="section">
            <legend>{intro ? t("sectionIntro", { n }) : t("section", { n })}</legend>
            <div className={styles.sectionTools}>
              <button type="button" onClick={() => moveSection(index, -1)} disabled={index === 0}>
                {t("moveSectionUp", { n })}
              </button>
              <button type="button" onClick={() => moveSection(index, 1)} disabled={index === sections.length - 1}>
                {t("moveSectionDown", { n })}
              </button>
              <button
                type="button"
                className={styles.danger}
                onClick={() => onChange(sections.filter((_, i) => i !== index))}
              >
                {t("removeSection", { n })}
              </button>
            </div>
            {(errors[String(index)] ?? []).map((error) => (
              <p key={error} className={styles.fieldError}>
                {error}
              </p>
            ))}
            {blocks.length === 0 && <p className={styles.hint}>{t("emptySection")}</p>}
            <SectionBlocks
              blocks={blocks}
              onChange={(next) => setSection(index, next)}
              errors={blockErrors}
              call={call}
            />
            <AddBlock
              n={n}
              onAdd={(type) => setSection(index, [...blocks, { key: newKey(), block: blankBlock(type) }])}
            />
          </fieldset>
        );
      })}
      <button type="button" onClick={() => onChange([...sections, []])}>
        {t("addSection")}
      </button>
    </div>
  );
}
