import { Parser } from "htmlparser2";
import type { LooseBlock } from "./editor-model";

/**
 * The writing surface's document (ProseMirror JSON, as Tiptap reads and writes it) and the stored
 * sections, converted both ways. The stored blocks stay the format: one document holds every
 * section, a divider (`horizontalRule`) between two sections; inline markup becomes text with marks
 * and back. The table of node ↔ block is in lib/blog/README.md.
 */
export interface DocMark {
  type: string;
  attrs?: Record<string, unknown>;
}
export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  marks?: DocMark[];
  text?: string;
}

/** Node names shared with the editor's extensions (components/editor/writer). */
export const NODE = {
  heading: "heading",
  paragraph: "paragraph",
  prolog: "prolog",
  bulletList: "bulletList",
  orderedList: "orderedList",
  listItem: "listItem",
  image: "blogImage",
  youtube: "youtube",
  button: "blogButton",
  table: "table",
  tableRow: "tableRow",
  tableCell: "tableCell",
  tableHeader: "tableHeader",
  divider: "horizontalRule",
  /** A stored block the surface cannot show as text (odd fields, unknown type): kept as it was. */
  raw: "rawBlock",
  hardBreak: "hardBreak",
  text: "text",
} as const;

/**
 * Inline tags and their marks. `b`/`strong` and `i`/`em` share a mark and keep their tag in an
 * attribute, so a stored `<b>` comes back as `<b>`. Order = nesting order when two marks start and
 * end together (outermost first).
 */
const TAG_MARKS: Record<string, DocMark> = {
  a: { type: "link" },
  strong: { type: "bold" },
  b: { type: "bold", attrs: { tag: "b" } },
  em: { type: "italic" },
  i: { type: "italic", attrs: { tag: "i" } },
  u: { type: "underline" },
  s: { type: "strike" },
  code: { type: "code" },
  mark: { type: "inlineTag", attrs: { tag: "mark" } },
  sub: { type: "inlineTag", attrs: { tag: "sub" } },
  sup: { type: "inlineTag", attrs: { tag: "sup" } },
  small: { type: "inlineTag", attrs: { tag: "small" } },
  span: { type: "inlineTag", attrs: { tag: "span" } },
};
const MARK_ORDER = ["link", "bold", "italic", "underline", "strike", "code", "inlineTag"];
/** Link attributes, in the order the sanitiser writes them. */
const LINK_ATTRS = ["href", "title", "target", "rel"] as const;

const sameMark = (a: DocMark, b: DocMark) => a.type === b.type && tagOf(a) === tagOf(b) && sameLink(a, b);
const tagOf = (mark: DocMark) => {
  const tag = mark.attrs?.tag;
  if (typeof tag === "string" && tag) return tag;
  return { link: "a", bold: "strong", italic: "em", underline: "u", strike: "s", code: "code" }[mark.type] ?? "span";
};
const sameLink = (a: DocMark, b: DocMark) =>
  a.type !== "link" || LINK_ATTRS.every((key) => (a.attrs?.[key] ?? null) === (b.attrs?.[key] ?? null));
const sameMarks = (a: DocMark[] = [], b: DocMark[] = []) =>
  a.length === b.length && a.every((mark) => b.some((other) => sameMark(mark, other)));

/** Sanitised inline markup → text nodes with marks and hard breaks. Tags outside the allow-list keep only their text. */
export function markupToInline(markup: string): DocNode[] {
  const nodes: DocNode[] = [];
  const open: (DocMark | null)[] = [];
  const push = (node: DocNode) => {
    const last = nodes.at(-1);
    if (node.type === NODE.text && last?.type === NODE.text && sameMarks(last.marks, node.marks)) {
      last.text += node.text ?? "";
      return;
    }
    nodes.push(node);
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === "br") return push({ type: NODE.hardBreak });
        const known = TAG_MARKS[name];
        if (!known) return void open.push(null);
        if (name !== "a") return void open.push(known);
        const attrs = Object.fromEntries(
          LINK_ATTRS.filter((key) => attribs[key] !== undefined).map((key) => [key, attribs[key]]),
        );
        open.push({ type: "link", attrs });
      },
      onclosetag(name, implied) {
        if (name === "br" || (implied && !TAG_MARKS[name])) return;
        open.pop();
      },
      ontext(text) {
        if (!text) return;
        const marks = open
          .filter((mark): mark is DocMark => mark !== null)
          // One mark of a kind: the innermost wins, as in the editor.
          .filter(
            (mark, index, all) =>
              !all.slice(index + 1).some((other) => other.type === mark.type && mark.type !== "inlineTag"),
          )
          .map((mark) => (mark.attrs ? { ...mark, attrs: { ...mark.attrs } } : { ...mark }));
        push(marks.length ? { type: NODE.text, text, marks } : { type: NODE.text, text });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(markup);
  parser.end();
  return nodes;
}

/** Escaped as the sanitiser escapes (text: & < >; attributes also "), so stored markup reads the same however it was made. */
export const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export const escapeAttr = (text: string) => escapeText(text).replace(/"/g, "&quot;");

function openTag(mark: DocMark): string {
  const tag = tagOf(mark);
  if (mark.type !== "link") return `<${tag}>`;
  const attrs = LINK_ATTRS.flatMap((key) => {
    const value = mark.attrs?.[key];
    return typeof value === "string" ? [` ${key}="${escapeAttr(value)}"`] : [];
  });
  return `<a${attrs.join("")}>`;
}

/**
 * Text nodes with marks → markup. A mark that goes on longer is opened first (outside), so
 * `<strong>a <em>b</em></strong>` and `<em><strong>a</strong> b</em>` both come back as written.
 */
export function inlineToMarkup(nodes: readonly DocNode[]): string {
  const items = nodes.filter((node) => node.type === NODE.hardBreak || (node.type === NODE.text && node.text));
  const marksOf = (node: DocNode | undefined) => (node?.type === NODE.text ? (node.marks ?? []) : []);
  const reach = (mark: DocMark, from: number) => {
    let end = from;
    while (end < items.length && marksOf(items[end]).some((other) => sameMark(mark, other))) end += 1;
    return end;
  };
  let out = "";
  const stack: DocMark[] = [];
  items.forEach((node, index) => {
    const marks = marksOf(node).filter((mark) => MARK_ORDER.includes(mark.type));
    // Keep the open marks this node still has; close from the first it lacks.
    let keep = 0;
    while (keep < stack.length && marks.some((mark) => sameMark(mark, stack[keep]!))) keep += 1;
    while (stack.length > keep) out += `</${tagOf(stack.pop()!)}>`;
    const opening = marks
      .filter((mark) => !stack.some((other) => sameMark(mark, other)))
      .sort((a, b) => reach(b, index) - reach(a, index) || MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type));
    for (const mark of opening) {
      out += openTag(mark);
      stack.push(mark);
    }
    out += node.type === NODE.hardBreak ? "<br />" : escapeText(node.text ?? "");
  });
  while (stack.length) out += `</${tagOf(stack.pop()!)}>`;
  return out;
}

const plainText = (nodes: readonly DocNode[] = []) =>
  nodes
    .map((node) => (node.type === NODE.text ? (node.text ?? "") : node.type === NODE.hardBreak ? "\n" : ""))
    .join("");

const hasKeys = (block: LooseBlock, required: string[], optional: string[] = []) =>
  required.every((key) => key in block) &&
  Object.keys(block).every((key) => required.includes(key) || optional.includes(key));
const isText = (value: unknown): value is string => typeof value === "string";
/** An optional caption: absent, or text (an empty one is not what the editor writes: kept raw). */
const isCaption = (value: unknown) => value === undefined || (isText(value) && value !== "");

/** The node of one stored block; a block of an odd shape is kept whole in a raw node. */
function blockToNode(block: LooseBlock): DocNode {
  const raw = { type: NODE.raw, attrs: { block } };
  switch (block.type) {
    case "heading":
      if (
        !hasKeys(block, ["type", "text", "level"]) ||
        !isText(block.text) ||
        ![1, 2, 3].includes(block.level as number)
      )
        return raw;
      return {
        type: NODE.heading,
        attrs: { level: block.level },
        ...(block.text ? { content: [{ type: NODE.text, text: block.text }] } : {}),
      };
    case "paragraph":
    case "prolog": {
      if (!hasKeys(block, ["type", "text"]) || !isText(block.text)) return raw;
      const content = markupToInline(block.text);
      return { type: block.type === "prolog" ? NODE.prolog : NODE.paragraph, ...(content.length ? { content } : {}) };
    }
    case "list": {
      const items = block.text;
      if (
        !hasKeys(block, ["type", "ordered", "text"]) ||
        typeof block.ordered !== "boolean" ||
        !Array.isArray(items) ||
        !items.every(isText)
      )
        return raw;
      return {
        type: block.ordered ? NODE.orderedList : NODE.bulletList,
        content: items.map((item) => {
          const content = markupToInline(item);
          return { type: NODE.listItem, content: [{ type: NODE.paragraph, ...(content.length ? { content } : {}) }] };
        }),
      };
    }
    case "image":
      if (
        !hasKeys(block, ["type", "url", "alt"], ["caption"]) ||
        !isText(block.url) ||
        !isText(block.alt) ||
        !isCaption(block.caption)
      )
        return raw;
      return {
        type: NODE.image,
        attrs: { url: block.url, alt: block.alt, ...(block.caption ? { caption: block.caption } : {}) },
      };
    case "table": {
      const rows = block.rows;
      const width = Array.isArray(rows) && Array.isArray(rows[0]) ? rows[0].length : 0;
      if (
        !hasKeys(block, ["type", "header", "rows"], ["caption"]) ||
        typeof block.header !== "boolean" ||
        !isCaption(block.caption) ||
        !Array.isArray(rows) ||
        width === 0 ||
        !rows.every((row) => Array.isArray(row) && row.length === width && row.every(isText))
      )
        return raw;
      return {
        type: NODE.table,
        attrs: { caption: block.caption ?? "" },
        content: (rows as string[][]).map((row, index) => ({
          type: NODE.tableRow,
          content: row.map((cell) => {
            const content = markupToInline(cell);
            return {
              type: block.header && index === 0 ? NODE.tableHeader : NODE.tableCell,
              ...(content.length ? { content } : {}),
            };
          }),
        })),
      };
    }
    case "youtube":
      if (!hasKeys(block, ["type", "url"]) || !isText(block.url)) return raw;
      return { type: NODE.youtube, attrs: { url: block.url } };
    case "button":
      if (
        !hasKeys(block, ["type", "text"], ["link"]) ||
        !isText(block.text) ||
        !(block.link === undefined || isText(block.link))
      )
        return raw;
      return { type: NODE.button, attrs: { text: block.text, link: block.link ?? null } };
    default:
      return raw;
  }
}

/** Stored sections → one document: the sections' blocks, a divider between two sections. */
export function blocksToDoc(sections: readonly (readonly LooseBlock[])[]): DocNode {
  const content = sections.flatMap((section, index) => [
    ...(index > 0 ? [{ type: NODE.divider }] : []),
    ...section.map(blockToNode),
  ]);
  return { type: "doc", content };
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A node → its stored block, or null for what is not stored: an empty paragraph, heading or
 * list item (what Enter leaves while typing).
 */
function nodeToBlock(node: DocNode): LooseBlock | null {
  switch (node.type) {
    case NODE.heading: {
      const text = plainText(node.content);
      if (!text.trim()) return null;
      return { type: "heading", text, level: Number(node.attrs?.level ?? 1) };
    }
    case NODE.paragraph:
    case NODE.prolog: {
      const text = inlineToMarkup(node.content ?? []);
      if (!text.trim()) return null;
      return { type: node.type === NODE.prolog ? "prolog" : "paragraph", text };
    }
    case NODE.bulletList:
    case NODE.orderedList: {
      const text = (node.content ?? [])
        .map((item) => inlineToMarkup((item.content ?? []).flatMap((child) => child.content ?? [])))
        .filter((item) => item.trim() !== "");
      if (text.length === 0) return null;
      return { type: "list", ordered: node.type === NODE.orderedList, text };
    }
    case NODE.image: {
      const caption = str(node.attrs?.caption);
      return { type: "image", url: str(node.attrs?.url), alt: str(node.attrs?.alt), ...(caption ? { caption } : {}) };
    }
    case NODE.table:
      return tableBlock(node);
    case NODE.youtube:
      return { type: "youtube", url: str(node.attrs?.url) };
    case NODE.button: {
      const link = str(node.attrs?.link);
      return { type: "button", text: str(node.attrs?.text), ...(link ? { link } : {}) };
    }
    case NODE.raw:
      return (node.attrs?.block as LooseBlock | undefined) ?? null;
    default:
      return null;
  }
}

/**
 * A table node → its block. Cells that span several columns or rows (a table pasted from a
 * spreadsheet, or merged in the surface) are flattened: the text stays in the first cell, the
 * places it covered are empty cells, so every row has the same number of cells.
 */
function tableBlock(node: DocNode): LooseBlock {
  const grid: (string | null)[][] = [];
  (node.content ?? []).forEach((row, r) => {
    grid[r] ??= [];
    let c = 0;
    for (const cell of row.content ?? []) {
      while (grid[r]![c] !== undefined) c += 1;
      const colspan = Math.max(1, Number(cell.attrs?.colspan ?? 1) || 1);
      const rowspan = Math.max(1, Number(cell.attrs?.rowspan ?? 1) || 1);
      for (let dr = 0; dr < rowspan; dr += 1)
        for (let dc = 0; dc < colspan; dc += 1) {
          grid[r + dr] ??= [];
          grid[r + dr]![c + dc] = dr === 0 && dc === 0 ? inlineToMarkup(cell.content ?? []) : "";
        }
      c += colspan;
    }
  });
  const width = Math.max(1, ...grid.map((row) => row.length));
  const rows = grid.map((row) => Array.from({ length: width }, (_, c) => row[c] ?? ""));
  const first = node.content?.[0]?.content ?? [];
  const header = first.length > 0 && first.every((cell) => cell.type === NODE.tableHeader);
  const caption = str(node.attrs?.caption);
  return { type: "table", ...(caption ? { caption } : {}), header, rows: rows.length ? rows : [[""]] };
}

/** The document → stored sections (split at each divider). An empty document is no sections. */
export function docToBlocks(doc: DocNode): LooseBlock[][] {
  const nodes = doc.content ?? [];
  const blocks = nodes.map((node) => (node.type === NODE.divider ? "divider" : nodeToBlock(node)));
  if (!blocks.some((block) => block !== null)) return [];
  const sections: LooseBlock[][] = [[]];
  for (const block of blocks) {
    if (block === "divider") sections.push([]);
    else if (block) sections.at(-1)!.push(block);
  }
  return sections;
}

/** Words in the document (Korean words are spaced like English ones) and minutes to read at 230 a minute. */
export function docWordCount(doc: DocNode): { words: number; minutes: number } {
  const texts: string[] = [];
  const walk = (node: DocNode) => {
    if (node.type === NODE.text) texts.push(node.text ?? "");
    else if (node.type === NODE.button) texts.push(str(node.attrs?.text));
    node.content?.forEach(walk);
    if (node.type !== NODE.text) texts.push(" ");
  };
  walk(doc);
  const words = texts.join("").split(/\s+/).filter(Boolean).length;
  return { words, minutes: words === 0 ? 0 : Math.max(1, Math.round(words / 230)) };
}
