import { blogImageUrl } from "@/lib/blog/image-url";
import { parseVariant, variantSrcSet } from "@/lib/blog/images/variants";
import type { BlogBlock, BlogContent } from "@/lib/blog/schemas";
import { headingId, numberHeadings } from "@/lib/blog/toc";
import { markupToText, sanitizeMarkup } from "@/lib/html/sanitize";
import { DemoButton } from "@/components/demo/demo-button";
import { ScrollTable } from "@/components/ui/scroll-table";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { YoutubeEmbed, type YoutubeText } from "./youtube-embed";
import styles from "./post.module.css";

/** Markup is sanitised again at render time, so even a row written around the API cannot run script. */
const markup = (text: string) => ({ __html: sanitizeMarkup(text) });

// A figure, maybe signed, priced or with a short unit: 1,500 · -3.2 · 250% · 84.5㎡ · ₩1,200 · 12억원 · 2021년.
const FIGURE = /^[-+−]?[₩$€£]?\s?\d[\d,]*(?:\.\d+)?\s?[^\d\s]{0,3}$/u;

/** The columns whose filled body cells are all figures: they line up on the right, as in a spreadsheet. */
function figureColumns(body: (string[] | undefined)[]): Set<number> {
  const columns = new Map<number, boolean>();
  for (const row of body)
    row?.forEach((cell, column) => {
      const text = markupToText(cell).trim();
      if (text) columns.set(column, (columns.get(column) ?? true) && FIGURE.test(text));
    });
  return new Set([...columns].filter(([, figures]) => figures).map(([column]) => column));
}

/** Width and height of uploaded images by id, so the page reserves their space before they load. */
export type ImageSizes = Record<string, { width: number; height: number }>;

interface BlockProps {
  block: BlogBlock;
  headingNumber: number;
  images: ImageSizes;
  youtubeText: YoutubeText;
  /** The scroll box's name for a table without a caption. */
  tableLabel: string;
}

function Block({ block, headingNumber, images, youtubeText, tableLabel }: BlockProps) {
  switch (block.type) {
    case "heading": {
      // The page's h1 is the post title: level 1 blocks are h2, and so on.
      const Tag = (["h2", "h3", "h4"] as const)[block.level - 1] ?? "h4";
      return (
        <Tag id={headingId(headingNumber)} className={styles[`heading${block.level}`]}>
          {block.text}
        </Tag>
      );
    }
    case "paragraph":
      return <p className={styles.paragraph} dangerouslySetInnerHTML={markup(block.text)} />;
    case "prolog":
      return <div className={styles.prolog} dangerouslySetInnerHTML={markup(block.text)} />;
    case "list": {
      const Tag = block.ordered ? "ol" : "ul";
      return (
        <Tag className={styles.list}>
          {block.text.map((item, index) => (
            <li key={index} dangerouslySetInnerHTML={markup(item)} />
          ))}
        </Tag>
      );
    }
    case "image": {
      const size = images[parseVariant(block.url)?.id ?? ""];
      return (
        <figure className={styles.figure}>
          {/* eslint-disable-next-line @next/next/no-img-element -- uploaded copies in several widths (srcset), or a stored SVG */}
          <img
            src={blogImageUrl(block.url)}
            srcSet={variantSrcSet(block.url)}
            sizes="(min-width: 1024px) 760px, 100vw"
            width={size?.width}
            height={size?.height}
            alt={block.alt}
            loading="lazy"
            decoding="async"
          />
          {block.caption && <figcaption className={styles.caption} dangerouslySetInnerHTML={markup(block.caption)} />}
        </figure>
      );
    }
    case "table":
      return <PostTable block={block} tableLabel={tableLabel} />;
    case "button":
      return block.link ? (
        <a className={styles.demoButton} href={block.link}>
          {block.text}
        </a>
      ) : (
        <DemoButton trigger="blogView" className={styles.demoButton}>
          {block.text}
        </DemoButton>
      );
    case "youtube":
      return <YoutubeEmbed videoId={block.url} text={youtubeText} />;
  }
}

/**
 * A table in its sideways-scrolling box; its caption stands above the box, so it stays in view while a
 * phone scrolls the table, and names the table (aria-labelledby) as a caption would.
 */
function PostTable({ block, tableLabel }: { block: Extract<BlogBlock, { type: "table" }>; tableLabel: string }) {
  const captionId = useId();
  const [head, ...body] = block.header ? block.rows : [undefined, ...block.rows];
  const figures = figureColumns(body);
  const align = (column: number) => (figures.has(column) ? styles.figure : undefined);
  return (
    <div className={styles.table}>
      {block.caption && (
        <div id={captionId} className={styles.tableCaption} dangerouslySetInnerHTML={markup(block.caption)} />
      )}
      <ScrollTable
        label={block.caption ? markupToText(block.caption) || tableLabel : tableLabel}
        labelledBy={block.caption ? captionId : undefined}
        className={styles.tableGrid}
      >
        {head && (
          <thead>
            <tr>
              {head.map((cell, column) => (
                <th key={column} scope="col" className={align(column)} dangerouslySetInnerHTML={markup(cell)} />
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {body.map((row, index) => (
            <tr key={index}>
              {row?.map((cell, column) => (
                <td key={column} className={align(column)} dangerouslySetInnerHTML={markup(cell)} />
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}

/** The sections of a post, each a list of blocks; headings get the ids the contents link to. */
export function PostBlocks({ content, images = {} }: { content: BlogContent; images?: ImageSizes }) {
  const t = useTranslations("blog");
  const numbered = numberHeadings(content);
  const title = t("youtubeDefaultTitle");
  const youtubeText = { title, load: t("youtubeLoad", { title }), notice: t("youtubeNotice") };
  return (
    <>
      {numbered.map((section, sectionIndex) => (
        <section key={sectionIndex} className={styles.section}>
          {section.map(({ block, headingNumber }, blockIndex) => (
            <Block
              key={blockIndex}
              block={block}
              headingNumber={headingNumber}
              images={images}
              youtubeText={youtubeText}
              tableLabel={t("tableLabel")}
            />
          ))}
        </section>
      ))}
    </>
  );
}
