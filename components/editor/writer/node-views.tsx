"use client";

import { createContext, useContext, useState } from "react";
import { NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { blogImageUrl } from "@/lib/blog/image-url";
import { NODE, markupToInline } from "@/lib/blog/editor-doc";
import styles from "./writer.module.css";

/** The surface's form for a block's fields (alt text, video address, button text and link). */
export const EditBlockContext = createContext<(type: string, attrs: Record<string, unknown>, pos: number) => void>(
  () => {},
);

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** A caption's markup as the text a writer reads and edits (tags dropped, entities read). */
export const captionText = (markup: string) =>
  markupToInline(markup)
    .map((node) => (node.type === NODE.hardBreak ? " " : (node.text ?? "")))
    .join("");

/** A block shown as a card: what it stores, and a button that opens its fields. */
function BlockFrame({
  props,
  label,
  children,
}: {
  props: ReactNodeViewProps<unknown>;
  label: string;
  children: React.ReactNode;
}) {
  const t = useTranslations("editor.writer");
  const edit = useContext(EditBlockContext);
  const { node, selected, getPos } = props;
  return (
    <NodeViewWrapper
      className={`${styles.atom} ${selected ? styles.atomSelected : ""}`}
      data-type={node.type.name}
      data-drag-handle=""
    >
      <div className={styles.atomHead} contentEditable={false}>
        <span>{label}</span>
        {node.type.name !== NODE.raw && (
          <button
            type="button"
            className={styles.atomEdit}
            onClick={() => edit(node.type.name, node.attrs, getPos() ?? 0)}
            aria-label={t("editBlock", { type: label })}
          >
            {t("edit")}
          </button>
        )}
      </div>
      <div contentEditable={false}>{children}</div>
    </NodeViewWrapper>
  );
}

export function ImageView(props: ReactNodeViewProps<unknown>) {
  const t = useTranslations("editor");
  const url = str(props.node.attrs.url);
  const alt = str(props.node.attrs.alt);
  const caption = str(props.node.attrs.caption);
  return (
    <BlockFrame props={props} label={t("blockType.image")}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the stored copy, as the post shows it */}
      {url && <img src={blogImageUrl(url)} alt={alt} className={styles.atomImage} />}
      <p className={alt ? styles.atomMeta : styles.atomMissing}>
        {alt ? t("writer.altShown", { alt }) : t("writer.altMissing")}
      </p>
      {caption && <p className={styles.atomMeta}>{t("writer.captionShown", { caption: captionText(caption) })}</p>}
    </BlockFrame>
  );
}

/**
 * A video as what it is: its thumbnail (from YouTube's image host, which the page policy allows for the
 * public player too; no script, no player until the post's reader presses play) under a play mark, and
 * its address. Offline, or for a removed video, a dark frame with the play mark stands in.
 */
export function YoutubeView(props: ReactNodeViewProps<unknown>) {
  const t = useTranslations("editor");
  const id = str(props.node.attrs.url);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <BlockFrame props={props} label={t("blockType.youtube")}>
      {id ? (
        <>
          <div className={styles.video} data-testid="youtube-preview">
            {failed !== id && (
              // eslint-disable-next-line @next/next/no-img-element -- YouTube's own still, at its size
              <img
                src={`https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`}
                alt=""
                referrerPolicy="no-referrer"
                onError={() => setFailed(id)}
              />
            )}
            <span aria-hidden="true" className={styles.play}>
              ▶
            </span>
          </div>
          <p className={styles.atomMeta}>{t("writer.youtubeShown", { id })}</p>
        </>
      ) : (
        <p className={styles.atomMissing}>{t("writer.youtubeMissing")}</p>
      )}
    </BlockFrame>
  );
}

export function ButtonView(props: ReactNodeViewProps<unknown>) {
  const t = useTranslations("editor");
  const text = str(props.node.attrs.text);
  const link = str(props.node.attrs.link);
  return (
    <BlockFrame props={props} label={t("blockType.button")}>
      <span className={styles.atomButton}>{text || t("writer.buttonMissing")}</span>
      <p className={styles.atomMeta}>{link ? t("writer.buttonLinkShown", { link }) : t("writer.buttonDemo")}</p>
    </BlockFrame>
  );
}

export function RawView(props: ReactNodeViewProps<unknown>) {
  const t = useTranslations("editor.writer");
  return (
    <BlockFrame props={props} label={t("rawBlock")}>
      <pre className={styles.atomRaw}>{JSON.stringify(props.node.attrs.block, null, 2)}</pre>
      <p className={styles.atomMeta}>{t("rawHint")}</p>
    </BlockFrame>
  );
}
