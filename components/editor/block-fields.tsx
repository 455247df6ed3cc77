"use client";

import { useTranslations } from "next-intl";
import { variantUpTo } from "@/lib/blog/images/variants";
import type { LooseBlock } from "@/lib/blog/editor-model";
import { youtubeId } from "@/lib/blog/youtube";
import type { ApiAnswer } from "./editor-api";
import { HintedInput } from "./hinted-input";
import { ImageField } from "./image-field";
import styles from "./editor.module.css";

interface BlockFieldsProps {
  /** Prefix of the fields' ids (unique per block). */
  id: string;
  block: LooseBlock;
  onChange: (block: LooseBlock) => void;
  call: <T>(method: string, path: string, body?: unknown) => Promise<ApiAnswer<T>>;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The form of one block, by type: every field labelled, in the editor's language. */
export function BlockFields({ id, block, onChange, call }: BlockFieldsProps) {
  const t = useTranslations("editor.blockField");
  const types = useTranslations("editor.blockType");
  const set = (field: string, value: unknown) => onChange({ ...block, [field]: value });
  switch (block.type) {
    case "heading":
      return (
        <div className={styles.blockGrid}>
          <label htmlFor={`${id}-level`}>{t("level")}</label>
          <select
            id={`${id}-level`}
            value={String(block.level ?? 1)}
            onChange={(e) => set("level", Number(e.target.value))}
          >
            <option value="1">{t("level1")}</option>
            <option value="2">{t("level2")}</option>
            <option value="3">{t("level3")}</option>
          </select>
          <label htmlFor={`${id}-text`}>{t("text")}</label>
          <input id={`${id}-text`} value={text(block.text)} onChange={(e) => set("text", e.target.value)} />
        </div>
      );
    case "paragraph":
    case "prolog": {
      const prolog = block.type === "prolog";
      return (
        <div className={styles.blockGrid}>
          <label htmlFor={`${id}-text`}>{prolog ? t("prologText") : t("text")}</label>
          <textarea
            id={`${id}-text`}
            rows={prolog ? 3 : 5}
            value={text(block.text)}
            onChange={(e) => set("text", e.target.value)}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {prolog ? t("prologHint") : t.raw("paragraphHint")}
          </p>
        </div>
      );
    }
    case "list": {
      const items = Array.isArray(block.text) ? block.text.map(text) : [];
      const setItem = (index: number, value: string) =>
        set(
          "text",
          items.map((item, i) => (i === index ? value : item)),
        );
      return (
        <div className={styles.blockGrid}>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={block.ordered === true}
              onChange={(e) => set("ordered", e.target.checked)}
            />
            {t("ordered")}
          </label>
          <ol className={styles.items}>
            {items.map((item, index) => (
              <li key={index}>
                <label htmlFor={`${id}-item-${index}`} className="visually-hidden">
                  {t("item", { n: index + 1 })}
                </label>
                <input id={`${id}-item-${index}`} value={item} onChange={(e) => setItem(index, e.target.value)} />
                <button
                  type="button"
                  onClick={() =>
                    set(
                      "text",
                      items.filter((_, i) => i !== index),
                    )
                  }
                  aria-label={t("removeItem", { n: index + 1 })}
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
          <button type="button" onClick={() => set("text", [...items, ""])}>
            {t("addItem")}
          </button>
        </div>
      );
    }
    case "image":
      return (
        <div className={styles.blockGrid}>
          <ImageField
            id={`${id}-image`}
            label={types("image")}
            value={text(block.url) || undefined}
            call={call}
            onPick={(image) => onChange({ ...block, url: variantUpTo(image.url, 1920) })}
            onClear={() => set("url", "")}
          />
          <HintedInput
            id={`${id}-alt`}
            label={t("alt")}
            hint={t("altHint")}
            value={text(block.alt)}
            onChange={(e) => set("alt", e.target.value)}
          />
        </div>
      );
    case "button":
      return (
        <div className={styles.blockGrid}>
          <label htmlFor={`${id}-text`}>{t("buttonText")}</label>
          <input id={`${id}-text`} value={text(block.text)} onChange={(e) => set("text", e.target.value)} />
          <HintedInput
            id={`${id}-link`}
            label={t("buttonLink")}
            hint={t("buttonLinkHint")}
            value={text(block.link)}
            onChange={(e) => {
              const { link: _drop, ...rest } = block;
              void _drop;
              onChange(e.target.value ? { ...rest, link: e.target.value } : rest);
            }}
          />
        </div>
      );
    case "youtube": {
      const videoId = youtubeId(text(block.url));
      return (
        <div className={styles.blockGrid}>
          <HintedInput
            id={`${id}-url`}
            label={t("youtube")}
            hint={videoId ? t("youtubeId", { id: videoId }) : t("youtubeHint")}
            value={text(block.url)}
            onChange={(e) => set("url", e.target.value)}
            onBlur={() => videoId && videoId !== block.url && set("url", videoId)}
          />
        </div>
      );
    }
    default:
      return null;
  }
}
