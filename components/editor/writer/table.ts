import { Extension, Node, mergeAttributes, type Editor } from "@tiptap/core";
import type { Node as PMNode } from "@tiptap/pm/model";
import { Selection, TextSelection } from "@tiptap/pm/state";
import {
  addRowAfter,
  cellAround,
  deleteCellSelection,
  goToNextCell,
  isInTable,
  nextCell,
  tableEditing,
} from "@tiptap/pm/tables";
import type { NodeView } from "@tiptap/pm/view";
import { NODE } from "@/lib/blog/editor-doc";

/**
 * A stored `table` block in the surface: prosemirror-tables (shipped inside @tiptap/pm, so no new
 * package) over nodes of our own. A cell is one line of inline markup, as a stored cell is
 * (`inline*`, not Tiptap's `block+`), so the surface holds nothing the format cannot store.
 */
const ROLES: Record<string, string> = {
  [NODE.table]: "table",
  [NODE.tableRow]: "row",
  [NODE.tableCell]: "cell",
  [NODE.tableHeader]: "header_cell",
};
/** prosemirror-tables finds its nodes by `tableRole` in their spec. */
const TableRoles = Extension.create({
  name: "tableRoles",
  extendNodeSchema: (extension) => (ROLES[extension.name] ? { tableRole: ROLES[extension.name] } : {}),
});

const cellAttrs = {
  colspan: { default: 1, rendered: false },
  rowspan: { default: 1, rendered: false },
  colwidth: { default: null, rendered: false },
};

const cell = (name: string, tag: "td" | "th") =>
  Node.create({
    name,
    content: "inline*",
    isolating: true,
    addAttributes: () => cellAttrs,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes, tag === "th" ? { scope: "col" } : {}), 0],
  });

const TableRow = Node.create({
  name: NODE.tableRow,
  content: "(tableCell | tableHeader)+",
  parseHTML: () => [{ tag: "tr" }],
  renderHTML: ({ HTMLAttributes }) => ["tr", HTMLAttributes, 0],
});

/** The table with its caption shown above it (the caption is the table's attribute, edited in a dialog). */
class TableWithCaption implements NodeView {
  dom: HTMLElement;
  contentDOM: HTMLElement;
  private caption: HTMLElement;
  constructor(
    private node: PMNode,
    captionClass: string,
  ) {
    this.dom = document.createElement("div");
    this.dom.className = "writer-table";
    this.caption = document.createElement("p");
    this.caption.className = captionClass;
    this.caption.contentEditable = "false";
    const table = document.createElement("table");
    this.contentDOM = table.appendChild(document.createElement("tbody"));
    this.dom.append(this.caption, table);
    this.render();
  }
  private render() {
    const text = String(this.node.attrs.caption ?? "");
    this.caption.textContent = text;
    this.caption.hidden = text === "";
  }
  update(node: PMNode) {
    if (node.type !== this.node.type) return false;
    this.node = node;
    this.render();
    return true;
  }
  ignoreMutation(mutation: { target: globalThis.Node; type: string }) {
    return mutation.type === "attributes" || this.caption.contains(mutation.target);
  }
}

/**
 * Enter moves to the cell below (as in a spreadsheet), its text selected as Tab does: a stored cell is
 * one line, and a split would make a second cell. From the last row it leaves the table for the line
 * after it. Shift+Enter still breaks the line (`<br />`).
 */
function cellBelow(editor: Editor): boolean {
  const { state } = editor;
  if (!isInTable(state)) return false;
  const $cell = cellAround(state.selection.$from);
  if (!$cell) return true;
  const $below = nextCell($cell, "vert", 1);
  let selection: Selection | null;
  if ($below) {
    const cell = $below.nodeAfter!;
    selection = TextSelection.create(state.doc, $below.pos + 1, $below.pos + cell.nodeSize - 1);
  } else {
    // $cell's parent is the row, one level down from the table.
    const after = $cell.after(-1);
    selection = after < state.doc.content.size ? Selection.findFrom(state.doc.resolve(after), 1, true) : null;
  }
  if (selection) editor.view.dispatch(state.tr.setSelection(selection).scrollIntoView());
  return true;
}

export function tableExtensions(captionClass: string) {
  const Table = Node.create({
    name: NODE.table,
    group: "block",
    content: "tableRow+",
    isolating: true,
    addAttributes: () => ({
      caption: {
        default: "",
        parseHTML: (element: HTMLElement) => element.getAttribute("data-caption") ?? "",
        renderHTML: (attrs: Record<string, unknown>) => (attrs.caption ? { "data-caption": attrs.caption } : {}),
      },
    }),
    parseHTML: () => [{ tag: "table" }],
    renderHTML: ({ HTMLAttributes }) => ["table", HTMLAttributes, ["tbody", 0]],
    addNodeView: () => (props) => new TableWithCaption(props.node, captionClass),
    addProseMirrorPlugins: () => [tableEditing({ allowTableNodeSelection: false })],
    addKeyboardShortcuts() {
      const editor = this.editor;
      return {
        Tab: () => {
          if (!isInTable(editor.state)) return false;
          if (goToNextCell(1)(editor.state, editor.view.dispatch)) return true;
          // The last cell: a new row, as in a spreadsheet.
          if (!addRowAfter(editor.state, editor.view.dispatch)) return true;
          return goToNextCell(1)(editor.state, editor.view.dispatch) || true;
        },
        "Shift-Tab": () =>
          isInTable(editor.state) ? goToNextCell(-1)(editor.state, editor.view.dispatch) || true : false,
        Enter: () => cellBelow(editor),
        Backspace: () => deleteCellSelection(editor.state, editor.view.dispatch),
        Delete: () => deleteCellSelection(editor.state, editor.view.dispatch),
      };
    },
  });
  return [TableRoles, Table, TableRow, cell(NODE.tableCell, "td"), cell(NODE.tableHeader, "th")];
}
