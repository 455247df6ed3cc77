import { Parser } from "htmlparser2";
import { escapeAttr, escapeText } from "./editor-doc";
import type { LooseBlock } from "./editor-model";

/** Inline tags a cell keeps (the rest keep only their text, as a save does). */
const KEPT = new Set(["a", "b", "strong", "i", "em", "u", "s", "code", "sub", "sup", "mark", "small"]);
/** Tags whose text is never a cell's (Excel and Word put styles and conditional comments in the copy). */
const SKIPPED = new Set(["style", "script", "title", "head", "xml", "template"]);
const BREAKS = new Set(["p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6"]);

const span = (value: string | undefined) => Math.min(Math.max(1, Number.parseInt(value ?? "1", 10) || 1), 100);

interface PastedCell {
  markup: string;
  colspan: number;
  rowspan: number;
  header: boolean;
}

/**
 * The first table of pasted HTML (Excel, Google Sheets, Word and web pages put `text/html` on the
 * clipboard) as a stored `table` block, or null when there is none. Bold, italic and links stay;
 * lines inside a cell become `<br />`. Merged cells are flattened: the text stays in the first place
 * the cell covered, the others are empty, so every row has as many cells as the widest. The first
 * row is the header row: a copied range of figures starts with its labels (the writer can turn it off).
 */
export function pastedTable(html: string): LooseBlock | null {
  if (!/<table[\s>]/i.test(html)) return null;
  const rows: PastedCell[][] = [];
  let depth = 0;
  let done = false;
  let skipping = 0;
  let cell: PastedCell | null = null;
  let caption: string | null = null;
  let inCaption = false;
  let pendingBreak = false;
  const write = (text: string) => {
    if (cell) cell.markup += text;
    else if (inCaption) caption += text;
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (done) return;
        if (SKIPPED.has(name)) return void (skipping += 1);
        if (name === "table") {
          depth += 1;
          return;
        }
        // Only the outermost table's own rows and cells (a table nested in a cell gives its text).
        if (depth !== 1) return;
        if (name === "tr") return void rows.push([]);
        if (name === "td" || name === "th") {
          if (!rows.length) rows.push([]);
          cell = { markup: "", colspan: span(attribs.colspan), rowspan: span(attribs.rowspan), header: name === "th" };
          rows.at(-1)!.push(cell);
          pendingBreak = false;
          return;
        }
        if (name === "caption") {
          inCaption = true;
          caption = "";
          return;
        }
        if (!cell && !inCaption) return;
        if (name === "br") return write("<br />");
        if (BREAKS.has(name)) {
          pendingBreak = true;
          return;
        }
        if (KEPT.has(name)) {
          const href = name === "a" && attribs.href ? ` href="${escapeAttr(attribs.href)}"` : "";
          write(`<${name === "b" ? "strong" : name === "i" ? "em" : name}${href}>`);
        }
      },
      onclosetag(name) {
        if (done) return;
        if (SKIPPED.has(name)) return void (skipping = Math.max(0, skipping - 1));
        if (name === "table") {
          depth -= 1;
          if (depth === 0) done = true;
          return;
        }
        if (depth !== 1) return;
        if (name === "td" || name === "th") return void (cell = null);
        if (name === "caption") return void (inCaption = false);
        if (BREAKS.has(name)) pendingBreak = true;
        else if (KEPT.has(name) && (cell || inCaption))
          write(`</${name === "b" ? "strong" : name === "i" ? "em" : name}>`);
      },
      ontext(text) {
        if (done || skipping || (!cell && !inCaption)) return;
        const collapsed = text.replace(/\s+/g, " ");
        if (!collapsed.trim() && !(cell?.markup || caption)) return;
        if (pendingBreak && collapsed.trim() && (cell ? cell.markup : caption)) write("<br />");
        if (collapsed.trim()) pendingBreak = false;
        write(escapeText(collapsed));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  const tidy = (markup: string) =>
    markup
      .replace(/^(\s|<br \/>)+|(\s|<br \/>)+$/g, "")
      .replace(/\s*<br \/>\s*/g, "<br />")
      .replace(/\u00a0/g, " ");

  // Place each cell in a grid, flattening what it spans.
  const grid: string[][] = [];
  rows.forEach((row, r) => {
    grid[r] ??= [];
    let c = 0;
    for (const pasted of row) {
      while (grid[r]![c] !== undefined) c += 1;
      for (let dr = 0; dr < pasted.rowspan; dr += 1)
        for (let dc = 0; dc < pasted.colspan; dc += 1) {
          grid[r + dr] ??= [];
          grid[r + dr]![c + dc] = dr === 0 && dc === 0 ? tidy(pasted.markup) : "";
        }
      c += pasted.colspan;
    }
  });
  // A cell that spans past the last row adds none.
  const filled = grid.slice(0, rows.length).filter((row) => row.some((text) => text !== undefined));
  const width = Math.max(0, ...filled.map((row) => row.length));
  if (filled.length === 0 || width === 0) return null;
  const cells = filled.map((row) => Array.from({ length: width }, (_, c) => row[c] ?? ""));
  const captionText = caption === null ? "" : tidy(caption);
  return { type: "table", ...(captionText ? { caption: captionText } : {}), header: true, rows: cells };
}
