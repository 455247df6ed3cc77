"use client";

import type { Editor } from "@tiptap/react";
import { TextSelection, type EditorState } from "@tiptap/pm/state";
import {
  TableMap,
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  isInTable,
  selectedRect,
  toggleHeaderRow,
} from "@tiptap/pm/tables";
import { useTranslations } from "next-intl";
import { NODE } from "@/lib/blog/editor-doc";
import styles from "./writer.module.css";

/** Whether the table around the caret has a header row (its first row all header cells). */
export function firstRowIsHeader(state: EditorState): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type.name !== NODE.table) continue;
    const first = node.firstChild;
    let header = first !== null && first.childCount > 0;
    first?.forEach((cell) => {
      if (cell.type.name !== NODE.tableHeader) header = false;
    });
    return header;
  }
  return false;
}

type Command = (state: EditorState, dispatch?: Editor["view"]["dispatch"]) => boolean;

/**
 * A table command from a button. A row or column removed keeps the caret in the table, in the cell now
 * at its place (or the last one before it), not after the table.
 */
export function runTableCommand(editor: Pick<Editor, "state" | "view" | "commands">, command: Command) {
  const removing = (command === deleteRow || command === deleteColumn) && isInTable(editor.state);
  const before = removing ? selectedRect(editor.state) : null;
  command(editor.state, (tr) => {
    const table = before ? tr.doc.nodeAt(before.tableStart - 1) : null;
    if (before && table?.type.name === NODE.table) {
      const map = TableMap.get(table);
      const row = Math.min(before.top, map.height - 1);
      const column = Math.min(before.left, map.width - 1);
      const cellPos = before.tableStart + map.map[row * map.width + column]!;
      const cell = tr.doc.nodeAt(cellPos)!;
      tr.setSelection(TextSelection.create(tr.doc, cellPos + 1 + cell.content.size));
    }
    editor.view.dispatch(tr);
  });
  editor.commands.focus();
}

/**
 * The table's own buttons, shown while the caret is in a table: its caption, the header row, rows and
 * columns added after the caret's or removed, and the table itself. Tab and Shift+Tab move between
 * cells, Tab in the last cell adds a row, Enter goes to the cell below.
 */
export function TableTools({
  editor,
  headerRow,
  onCaption,
}: {
  editor: Editor;
  headerRow: boolean;
  onCaption: () => void;
}) {
  const t = useTranslations("editor.writer");
  const run = (command: Command) => () => runTableCommand(editor, command);
  const button = (label: string, command: Command, pressed?: boolean) => (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={!command(editor.state)}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run(command)}
    >
      {label}
    </button>
  );
  return (
    <div role="toolbar" aria-label={t("tableTools")} className={styles.tableTools}>
      <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={onCaption}>
        {t("tableCaption")}
      </button>
      {button(t("tableHeaderRow"), toggleHeaderRow, headerRow)}
      {button(t("tableRowAdd"), addRowAfter)}
      {button(t("tableRowRemove"), deleteRow)}
      {button(t("tableColumnAdd"), addColumnAfter)}
      {button(t("tableColumnRemove"), deleteColumn)}
      {button(t("tableRemove"), deleteTable)}
    </div>
  );
}
