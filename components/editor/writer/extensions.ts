import { Extension, Mark, Node, mergeAttributes, type Editor } from "@tiptap/core";
import { Heading } from "@tiptap/extension-heading";
import { Link } from "@tiptap/extension-link";
import { ListItem } from "@tiptap/extension-list";
import { Placeholder } from "@tiptap/extension-placeholder";
import { Plugin, Selection } from "@tiptap/pm/state";
import { isInTable } from "@tiptap/pm/tables";
import { ReactNodeViewRenderer } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { NODE } from "@/lib/blog/editor-doc";
import { ButtonView, ImageView, RawView, YoutubeView } from "./node-views";
import { tableExtensions } from "./table";

/** What the surface asks its page for: the block menu, and images and addresses pasted or dropped. */
export interface WriterHandlers {
  /** Opens the block menu; `slash`: where the `/` that opened it is (the words after it filter the menu). */
  openBlockMenu: (slash?: number) => void;
  /** A key pressed in the text while the menu is open: true when the menu took it (arrows, Enter, Escape). */
  menuKey: (key: string) => boolean;
  insertFiles: (files: File[], at: number | null) => void;
  insertYoutube: (address: string) => boolean;
  /** Pasted HTML holding a table (Excel, Sheets, Word): true when it became a table block. */
  insertTable: (html: string) => boolean;
  openLink: () => void;
}

/** Handlers that take nothing: the writer fills them in after its first render, a test keeps them. */
export const idleHandlers = (): WriterHandlers => ({
  openBlockMenu: () => {},
  menuKey: () => false,
  insertFiles: () => {},
  insertYoutube: () => false,
  insertTable: () => false,
  openLink: () => {},
});

/** A block that holds a form, not text: selected as a whole, dragged by its frame. */
const atom = (name: string, attrs: Record<string, unknown>, view: Parameters<typeof ReactNodeViewRenderer>[0]) =>
  Node.create({
    name,
    group: "block",
    atom: true,
    selectable: true,
    draggable: true,
    // Kept as data attributes, so a copied block pastes whole.
    addAttributes: () =>
      Object.fromEntries(
        Object.entries(attrs).map(([key, fallback]) => [
          key,
          {
            default: fallback,
            parseHTML: (element: HTMLElement) => {
              const value = element.getAttribute(`data-${key}`);
              if (value === null) return fallback;
              return key === "block" ? (JSON.parse(value) as unknown) : value;
            },
            renderHTML: (values: Record<string, unknown>) => {
              const value = values[key];
              if (value === null || value === undefined) return {};
              return { [`data-${key}`]: typeof value === "string" ? value : JSON.stringify(value) };
            },
          },
        ]),
      ),
    parseHTML: () => [{ tag: `div[data-node="${name}"]` }],
    renderHTML: ({ HTMLAttributes }) => ["div", mergeAttributes(HTMLAttributes, { "data-node": name })],
    addNodeView: () => ReactNodeViewRenderer(view),
  });

/** The introduction: a paragraph of its own kind (stored as a `prolog` block). */
const Prolog = Node.create({
  name: NODE.prolog,
  group: "block",
  content: "inline*",
  defining: true,
  parseHTML: () => [{ tag: "p[data-prolog]", priority: 60 }],
  renderHTML: ({ HTMLAttributes }) => ["p", mergeAttributes(HTMLAttributes, { "data-prolog": "" }), 0],
});

/** `<b>`/`<i>` stored as such stay so: the tag rides on the bold and italic marks. */
const KeepTag = Extension.create({
  name: "keepTag",
  addGlobalAttributes: () => [{ types: ["bold", "italic"], attributes: { tag: { default: null, rendered: false } } }],
});

/** `<mark>`, `<sub>`, `<sup>`, `<small>`, `<span>`: kept as written (no button makes them). */
const InlineTag = Mark.create({
  name: "inlineTag",
  excludes: "",
  addAttributes: () => ({ tag: { default: "span", rendered: false } }),
  parseHTML: () => ["mark", "sub", "sup", "small"].map((tag) => ({ tag, attrs: { tag } })),
  renderHTML: ({ mark, HTMLAttributes }) => [String(mark.attrs.tag), HTMLAttributes, 0],
});

/**
 * `/` on an empty line opens the block menu and stays in the text (the words after it filter the
 * menu); pasted or dropped images upload, YouTube addresses embed.
 */
function writerKeys(handlers: WriterHandlers) {
  return Extension.create({
    name: "writerKeys",
    addKeyboardShortcuts: () => ({
      "/": ({ editor }: { editor: Editor }) => {
        // Focus given by Tab leaves the caret before the first line, not in it: the line nearest counts.
        const { selection } = editor.state;
        const near = selection.$from.parent.isTextblock ? selection : Selection.near(selection.$from);
        const { $from } = near;
        if (!near.empty || $from.parent.type.name !== NODE.paragraph || $from.parent.content.size > 0) return false;
        const at = $from.pos;
        editor.chain().setTextSelection(at).insertContentAt(at, "/").run();
        handlers.openBlockMenu(at);
        return true;
      },
      "Mod-k": () => {
        handlers.openLink();
        return true;
      },
    }),
    addProseMirrorPlugins: () => [
      new Plugin({
        props: {
          // Keys of the open menu, before the surface's own (Enter would split the line). Never mid-syllable.
          handleKeyDown: (_view, event) => !event.isComposing && handlers.menuKey(event.key),
          handlePaste: (view, event) => {
            // Before files: Excel also puts a picture of the copied range on the clipboard. Inside a
            // table, prosemirror-tables pastes the cells into the grid itself.
            const html = event.clipboardData?.getData("text/html") ?? "";
            if (html && !isInTable(view.state) && handlers.insertTable(html)) return true;
            const files = [...(event.clipboardData?.files ?? [])].filter((file) => file.type.startsWith("image/"));
            if (files.length) {
              handlers.insertFiles(files, null);
              return true;
            }
            const text = event.clipboardData?.getData("text/plain")?.trim() ?? "";
            return /^(https?:\/\/)?(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\//i.test(text)
              ? handlers.insertYoutube(text)
              : false;
          },
          handleDrop: (view, event) => {
            const files = [...(event.dataTransfer?.files ?? [])].filter((file) => file.type.startsWith("image/"));
            if (!files.length) return false;
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
            handlers.insertFiles(files, at);
            return true;
          },
        },
      }),
    ],
  });
}

/** Hangul written straight after an address's last letter or digit: a particle ("https://atlas.test에서"). */
const PARTICLE_AFTER_ADDRESS = /^(.*[A-Za-z0-9])([\u3131-\u318e\uac00-\ud7a3]+)$/;

/**
 * Korean writers put a particle right after an address, with no space, and autolink (linkifyjs reads
 * Hangul as part of a host or path) linked it too: a dead `https://atlas.test에서`. After each change,
 * a link in the caret's block whose text and address both end in such Hangul gives it back as text.
 * A path in Hangul after a slash ("…/wiki/서울") is left whole.
 */
const ParticleAfterLink = Extension.create({
  name: "particleAfterLink",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        appendTransaction: (transactions, _old, state) => {
          const link = state.schema.marks.link;
          if (!link || !transactions.some((transaction) => transaction.docChanged)) return null;
          const { $head } = state.selection;
          const start = $head.start();
          const tr = state.tr;
          $head.parent.forEach((child, offset) => {
            const mark = link.isInSet(child.marks);
            const match = mark && PARTICLE_AFTER_ADDRESS.exec(child.text ?? "");
            const href = String(mark?.attrs.href ?? "");
            if (!mark || !match || !href.endsWith(match[2]!)) return;
            const from = start + offset;
            tr.removeMark(from, from + child.nodeSize, link);
            tr.addMark(
              from,
              from + match[1]!.length,
              link.create({ ...mark.attrs, href: href.slice(0, -match[2]!.length) }),
            );
          });
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  },
});

/** The writing surface's schema: the stored blocks and nothing else (no quotes, code blocks or nesting). */
export function writerExtensions(handlers: WriterHandlers, placeholder: string, captionClass = "") {
  return [
    StarterKit.configure({
      blockquote: false,
      codeBlock: false,
      heading: false,
      listItem: false,
      link: false,
    }),
    // Tiptap makes the link inclusive when autolink is on: text typed at a link's end joined it ("아틀라스"
    // linked, then "를" typed became part of the link). Autolink marks a typed address itself, on the space.
    Link.extend({ inclusive: false }).configure({
      openOnClick: false,
      autolink: true,
      // The stored link carries only what was given; no target or rel by default.
      HTMLAttributes: { target: null, rel: null, class: null },
      protocols: ["mailto", "tel"],
    }),
    ParticleAfterLink,
    // Stored headings are plain text, levels 1 to 3.
    Heading.extend({ marks: "" }).configure({ levels: [1, 2, 3] }),
    // A stored list item is one line of markup: no nested lists.
    ListItem.extend({ content: "paragraph" }),
    Prolog,
    KeepTag,
    InlineTag,
    atom(NODE.image, { url: "", alt: "", caption: "" }, ImageView),
    ...tableExtensions(captionClass),
    atom(NODE.youtube, { url: "" }, YoutubeView),
    atom(NODE.button, { text: "", link: null }, ButtonView),
    atom(NODE.raw, { block: null }, RawView),
    Placeholder.configure({ placeholder, showOnlyCurrent: true }),
    writerKeys(handlers),
  ];
}
