"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { BubbleMenu } from "@tiptap/react/menus";
import { useTranslations } from "next-intl";
import { NODE, blocksToDoc, docWordCount, type DocNode } from "@/lib/blog/editor-doc";
import { blankBlock } from "@/lib/blog/editor-model";
import { pastedTable } from "@/lib/blog/pasted-table";
import type { BlogImageView } from "@/lib/blog/images/library";
import { variantUpTo } from "@/lib/blog/images/variants";
import { youtubeId } from "@/lib/blog/youtube";
import type { EditorResponse } from "../editor-api";
import { ImagePicker } from "../image-picker";
import { BLOCK_MENU_ID, BlockMenu, filterChoices, optionId, type BlockChoice } from "./block-menu";
import { idleHandlers, writerExtensions, type WriterHandlers } from "./extensions";
import { FieldsDialog, type FieldsRequest } from "./fields-dialog";
import { EditBlockContext, captionText } from "./node-views";
import { TableTools, firstRowIsHeader } from "./table-tools";
import styles from "./writer.module.css";

interface WriterProps {
  /** The document to start from (the surface is keyed again when the draft is replaced from outside). */
  initialDoc: DocNode;
  onChange: (doc: DocNode) => void;
  call: <T>(method: string, path: string, body?: unknown) => Promise<EditorResponse<T>>;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A caption typed in the dialog (plain text) as stored markup: escaped, or the stored markup itself
 * when the text was left as it was (a link or bold written in the JSON view stays).
 */
export const captionMarkup = (typed: string, stored: string) => {
  const text = typed.trim();
  if (text === captionText(stored).trim()) return stored;
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
};

/** A stored table block as the surface's node. */
const tableNode = (block: ReturnType<typeof blankBlock>) => blocksToDoc([[block]]).content![0]!;

/**
 * The post as one document to type into: text blocks, lists and marks by keyboard (Markdown
 * shortcuts, Ctrl+B/I/E/K, Ctrl+Z), `/` or Insert for the block menu, images pasted or dropped.
 */
export function Writer({ initialDoc, onChange, call }: WriterProps) {
  const t = useTranslations("editor.writer");
  const types = useTranslations("editor.blockType");
  const menuNames = useTranslations("editor.writer.menu");
  const namesRef = useRef((choice: BlockChoice) => menuNames(`${choice}.name`));
  const tImage = useTranslations("editor.image");
  /**
   * The block menu, where it shows; `slash`: the position of the `/` typed before the words that filter
   * it (the caret stays in the text), absent when opened from the toolbar.
   */
  const [menu, setMenu] = useState<{ top: number; left: number; slash?: number } | null>(null);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  // The same, up to the last key: a fast "/h2⏎" reaches the menu before React has rendered the filter.
  const typed = useRef({ query: "", active: 0 });
  const showChoices = useCallback((query: string, active: number) => {
    typed.current = { query, active };
    setQuery(query);
    setActive(active);
  }, []);
  // Written with the state, never from a render's effect: a late effect would undo a newer key's change.
  const menuRef = useRef(menu);
  const showMenu = useCallback((next: typeof menu) => {
    menuRef.current = next;
    setMenu(next);
  }, []);
  const [ask, setAsk] = useState<FieldsRequest | null>(null);
  const [picker, setPicker] = useState(false);
  const [status, setStatus] = useState("");
  const [words, setWords] = useState(() => docWordCount(initialDoc));
  const frame = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const focusEditor = () => requestAnimationFrame(() => editorRef.current?.commands.focus());

  /** Puts a block (image, video, button) in, with an empty line after it where the caret goes on. */
  const insertBlockNode = useCallback((node: DocNode, at: number | null = null) => {
    const content = [node, { type: NODE.paragraph }];
    const chain = editorRef.current?.chain().focus();
    if (at === null) chain?.insertContent(content).run();
    else chain?.insertContentAt(at, content).run();
  }, []);

  /** The image dialog's fields: alt text (required) and the optional caption. */
  const imageFields = useCallback(
    (alt: string, caption: string) => [
      { name: "alt", label: t("altLabel"), hint: t("altHint"), value: alt, required: true },
      { name: "caption", label: t("captionLabel"), hint: t("captionHint"), value: captionText(caption) },
    ],
    [t],
  );

  /** Asks for an image's alt text and caption, then puts the image where it was pasted, dropped or chosen. */
  const placeImage = useCallback(
    (url: string, at: number | null) =>
      setAsk({
        title: t("imageTitle"),
        fields: imageFields("", ""),
        submit: ({ alt, caption }) =>
          insertBlockNode(
            { type: NODE.image, attrs: { url, alt: alt ?? "", caption: captionMarkup(caption ?? "", "") } },
            at,
          ),
      }),
    [t, imageFields, insertBlockNode],
  );

  /** The caption of the table the caret is in. */
  const askTableCaption = useCallback(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const stored = str(editor.getAttributes(NODE.table).caption);
    setAsk({
      title: t("tableCaption"),
      fields: [
        { name: "caption", label: t("tableCaptionLabel"), hint: t("tableCaptionHint"), value: captionText(stored) },
      ],
      submit: ({ caption }) =>
        editor
          .chain()
          .focus()
          .updateAttributes(NODE.table, { caption: captionMarkup(caption ?? "", stored) })
          .run(),
    });
  }, [t]);

  const upload = useCallback(
    async (files: File[], at: number | null) => {
      const file = files[0];
      if (!file) return;
      const form = new FormData();
      form.append("file", file);
      setStatus(tImage("uploading"));
      const response = await call<BlogImageView>("POST", "/api/blog-images", form);
      if (!response.ok || !response.data) {
        setStatus(tImage("uploadFailed", { reason: response.message ?? String(response.status) }));
        return;
      }
      setStatus(tImage("uploaded"));
      placeImage(variantUpTo(response.data.url, 1920), at);
    },
    [call, placeImage, tImage],
  );

  const askYoutube = useCallback(
    (value = "", pos: number | null = null) =>
      setAsk({
        title: types("youtube"),
        fields: [{ name: "url", label: t("youtubeLabel"), hint: t("youtubeHint"), value, required: true }],
        check: ({ url }) => (youtubeId(url ?? "") ? null : t("youtubeInvalid")),
        submit: ({ url }) => {
          const node = { type: NODE.youtube, attrs: { url: youtubeId(url ?? "") ?? "" } };
          const editor = editorRef.current;
          if (pos === null) return insertBlockNode(node);
          editor?.chain().focus().setNodeSelection(pos).updateAttributes(NODE.youtube, node.attrs).run();
        },
      }),
    [t, types, insertBlockNode],
  );

  const askButton = useCallback(
    (attrs: Record<string, unknown> = {}, pos: number | null = null) =>
      setAsk({
        title: types("button"),
        fields: [
          { name: "text", label: t("buttonTextLabel"), value: str(attrs.text), required: true },
          { name: "link", label: t("buttonLinkLabel"), hint: t("buttonLinkHint"), value: str(attrs.link) },
        ],
        submit: ({ text, link }) => {
          const next = { text: text ?? "", link: link?.trim() ? link.trim() : null };
          const editor = editorRef.current;
          if (pos === null) return insertBlockNode({ type: NODE.button, attrs: next });
          editor?.chain().focus().setNodeSelection(pos).updateAttributes(NODE.button, next).run();
        },
      }),
    [t, types, insertBlockNode],
  );

  const askLink = useCallback(() => {
    const editor = editorRef.current;
    if (!editor) return;
    setAsk({
      title: t("linkTitle"),
      fields: [
        { name: "href", label: t("linkLabel"), hint: t("linkHint"), value: str(editor.getAttributes("link").href) },
      ],
      check: ({ href }) =>
        !href?.trim() || /^(https?:\/\/|\/|#|mailto:|tel:)/i.test(href.trim()) ? null : t("linkInvalid"),
      submit: ({ href }) => {
        const chain = editor.chain().focus().extendMarkRange("link");
        if (href?.trim()) chain.setLink({ href: href.trim() }).run();
        else chain.unsetLink().run();
        // Typing goes on after the link, not over it.
        editor.commands.setTextSelection(editor.state.selection.to);
      },
    });
  }, [t]);

  const openMenu = useCallback(
    (slash?: number) => {
      const editor = editorRef.current;
      const box = frame.current?.getBoundingClientRect();
      if (!editor || !box) return;
      const at = editor.view.coordsAtPos(editor.state.selection.from);
      const next = { top: at.bottom - box.top + 4, left: Math.max(0, at.left - box.left), slash };
      showMenu(next);
      showChoices("", 0);
    },
    [showMenu, showChoices],
  );

  /** After each change: the words typed since `/` filter the menu; the caret leaving them closes it. */
  const followSlash = useCallback(() => {
    const editor = editorRef.current;
    const slash = menuRef.current?.slash;
    if (!editor || slash === undefined) return;
    const { selection, doc } = editor.state;
    const close = () => showMenu(null);
    if (!selection.empty || selection.from <= slash || selection.from > doc.content.size) return close();
    const text = doc.textBetween(slash, selection.from, "\n");
    if (
      !text.startsWith("/") ||
      text.includes("\n") ||
      text.length > 30 ||
      !selection.$from.sameParent(doc.resolve(slash))
    )
      return close();
    // Words that name no block close the menu; they stay in the text as typed.
    if (filterChoices(text.slice(1), namesRef.current).length === 0) return close();
    showChoices(text.slice(1), 0);
  }, [showMenu, showChoices]);

  // One object for the editor's lifetime (its extensions hold it); its functions follow the latest render.
  const [handlers] = useState(idleHandlers);

  const editor = useEditor({
    extensions: writerExtensions(handlers, t("placeholder"), styles.tableCaption),
    content: initialDoc as never,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: styles.surface!,
        "aria-label": t("surfaceLabel"),
        "aria-describedby": "writer-help",
        "data-testid": "writer",
      },
    },
    onUpdate: ({ editor }) => {
      const doc = editor.getJSON() as DocNode;
      setWords(docWordCount(doc));
      onChangeRef.current(doc);
    },
    onTransaction: () => followSlash(),
    // Leaving the text leaves the words after `/` as typed, the menu closed.
    onBlur: () => {
      if (menuRef.current?.slash === undefined) return;
      showMenu(null);
    },
  });
  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  const state = useEditorState({
    editor,
    selector: ({ editor }) =>
      editor
        ? {
            bold: editor.isActive("bold"),
            italic: editor.isActive("italic"),
            code: editor.isActive("code"),
            link: editor.isActive("link"),
            table: editor.isActive(NODE.table),
            headerRow: firstRowIsHeader(editor.state),
            bullet: editor.isActive(NODE.bulletList),
            ordered: editor.isActive(NODE.orderedList),
            style: editor.isActive(NODE.heading)
              ? `h${String(editor.getAttributes(NODE.heading).level ?? 1)}`
              : editor.isActive(NODE.prolog)
                ? "prolog"
                : "paragraph",
            undo: editor.can().undo(),
            redo: editor.can().redo(),
          }
        : null,
  });

  const choose = (choice: BlockChoice) => {
    const slash = menuRef.current?.slash;
    showMenu(null);
    const current = editorRef.current;
    // The `/` and the words that found the block are not part of the post.
    if (current && slash !== undefined)
      current.commands.deleteRange({ from: slash, to: Math.max(slash, current.state.selection.from) });
    const chain = editorRef.current?.chain().focus();
    if (!chain) return;
    switch (choice) {
      case "paragraph":
        return void chain.setParagraph().run();
      case "h1":
      case "h2":
      case "h3":
        return void chain.setHeading({ level: Number(choice[1]) as 1 | 2 | 3 }).run();
      case "prolog":
        return void chain.setNode(NODE.prolog).run();
      case "bullet":
        return void chain.toggleBulletList().run();
      case "ordered":
        return void chain.toggleOrderedList().run();
      case "divider":
        return void chain.setHorizontalRule().run();
      case "image":
        return setPicker(true);
      case "table":
        return insertBlockNode(tableNode(blankBlock("table")));
      case "youtube":
        return askYoutube();
      case "button":
        return askButton();
    }
  };

  const choices = menu ? filterChoices(query, (choice) => menuNames(`${choice}.name`)) : [];
  const slashOpen = menu?.slash !== undefined;
  const closeMenu = () => {
    const wasSlash = menuRef.current?.slash !== undefined;
    showMenu(null);
    if (!wasSlash) focusEditor();
  };
  // After `/` the caret stays in the text: the surface names the menu's active option for screen readers.
  const activeId = slashOpen && choices[active] ? optionId(choices[active]) : null;
  useEffect(() => {
    const dom = editor?.view.dom;
    if (!dom) return;
    if (activeId) {
      dom.setAttribute("aria-controls", BLOCK_MENU_ID);
      dom.setAttribute("aria-activedescendant", activeId);
    } else {
      dom.removeAttribute("aria-controls");
      dom.removeAttribute("aria-activedescendant");
    }
  }, [editor, activeId]);

  /** A key while the menu is open (from the text after `/`, or the focused list): whether it was the menu's. */
  const menuKey = (key: string): boolean => {
    if (!menuRef.current) return false;
    const { query, active } = typed.current;
    const found = filterChoices(query, namesRef.current);
    const count = Math.max(found.length, 1);
    const at = Math.min(active, found.length - 1);
    if (key === "ArrowDown") showChoices(query, (at + 1) % count);
    else if (key === "ArrowUp") showChoices(query, (at - 1 + count) % count);
    else if (key === "Home") showChoices(query, 0);
    else if (key === "End") showChoices(query, count - 1);
    else if (key === "Enter" && found[at]) choose(found[at]);
    else if (key === "Escape") closeMenu();
    else return false;
    return true;
  };

  useEffect(() => {
    Object.assign(handlers, {
      openBlockMenu: openMenu,
      menuKey,
      insertFiles: (files: File[], at: number | null) => void upload(files, at),
      insertYoutube: (address: string) => {
        const id = youtubeId(address);
        if (!id) return false;
        insertBlockNode({ type: NODE.youtube, attrs: { url: id } });
        return true;
      },
      openLink: askLink,
      insertTable: (html: string) => {
        const block = pastedTable(html);
        if (!block) return false;
        insertBlockNode(tableNode(block));
        const rows = block.rows as string[][];
        setStatus(t("tablePasted", { rows: rows.length, columns: rows[0]?.length ?? 0 }));
        return true;
      },
    } satisfies WriterHandlers);
  });

  const editBlock = useCallback(
    (type: string, attrs: Record<string, unknown>, pos: number) => {
      if (type === NODE.youtube) return askYoutube(str(attrs.url), pos);
      if (type === NODE.button) return askButton(attrs, pos);
      if (type === NODE.image)
        setAsk({
          title: t("imageTitle"),
          fields: imageFields(str(attrs.alt), str(attrs.caption)),
          submit: ({ alt, caption }) =>
            editorRef.current
              ?.chain()
              .focus()
              .setNodeSelection(pos)
              .updateAttributes(NODE.image, { alt, caption: captionMarkup(caption ?? "", str(attrs.caption)) })
              .run(),
        });
    },
    [askButton, askYoutube, imageFields, t],
  );

  const markButton = (name: "bold" | "italic" | "code", label: string, keys: string, glyph: string) => (
    <button
      type="button"
      aria-pressed={state?.[name] ?? false}
      aria-label={label}
      disabled={!editor}
      title={`${label} (${keys})`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => editor?.chain().focus().toggleMark(name).run()}
    >
      {glyph}
    </button>
  );
  const marks = (
    <>
      {markButton("bold", t("bold"), "Ctrl+B", "B")}
      {markButton("italic", t("italic"), "Ctrl+I", "I")}
      {markButton("code", t("code"), "Ctrl+E", "</>")}
      <button
        type="button"
        aria-pressed={state?.link ?? false}
        aria-label={t("link")}
        disabled={!editor}
        title={`${t("link")} (Ctrl+K)`}
        onMouseDown={(event) => event.preventDefault()}
        onClick={askLink}
      >
        {t("link")}
      </button>
    </>
  );

  // Until the text's surface exists (it is drawn in the browser only), the toolbar has nothing to act on.
  return (
    <EditBlockContext.Provider value={editBlock}>
      <div className={styles.writer} ref={frame}>
        <div role="toolbar" aria-label={t("toolbar")} className={styles.toolbar}>
          <label htmlFor="writer-style" className="visually-hidden">
            {t("style")}
          </label>
          <select
            id="writer-style"
            value={state?.style ?? "paragraph"}
            disabled={!editor}
            onChange={(event) => choose(event.target.value as BlockChoice)}
          >
            <option value="paragraph">{types("paragraph")}</option>
            <option value="h1">{t("h1")}</option>
            <option value="h2">{t("h2")}</option>
            <option value="h3">{t("h3")}</option>
            <option value="prolog">{types("prolog")}</option>
          </select>
          {marks}
          {(["bullet", "ordered"] as const).map((list) => (
            <button
              key={list}
              type="button"
              aria-pressed={state?.[list] ?? false}
              disabled={!editor}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(list)}
            >
              {t(list)}
            </button>
          ))}
          <button
            type="button"
            onClick={() => openMenu()}
            disabled={!editor}
            aria-haspopup="listbox"
            aria-expanded={menu !== null}
            aria-controls={menu ? BLOCK_MENU_ID : undefined}
          >
            {t("insert")}
          </button>
          {(
            [
              ["undo", "Ctrl+Z"],
              ["redo", "Ctrl+Shift+Z"],
            ] as const
          ).map(([step, keys]) => (
            <button
              key={step}
              type="button"
              onClick={() => editor?.chain().focus()[step]().run()}
              disabled={!state?.[step]}
              title={keys}
            >
              {t(step)}
            </button>
          ))}
        </div>
        {editor && state?.table && (
          <TableTools editor={editor} headerRow={state.headerRow} onCaption={askTableCaption} />
        )}
        <p id="writer-help" className={styles.help}>
          {t("help")}
        </p>
        {editor && (
          <BubbleMenu editor={editor} className={styles.bubble}>
            <div role="toolbar" aria-label={t("selectionToolbar")}>
              {marks}
            </div>
          </BubbleMenu>
        )}
        <EditorContent editor={editor} />
        {menu && choices.length > 0 && (
          <BlockMenu
            position={menu}
            choices={choices}
            active={Math.min(active, choices.length - 1)}
            takeFocus={!slashOpen}
            onKey={menuKey}
            onChoose={choose}
            onClose={closeMenu}
          />
        )}
        <p className={styles.count} data-testid="word-count">
          {t("words", { words: words.words, minutes: words.minutes })}
        </p>
        <p role="status" className={styles.help}>
          {status}
        </p>
      </div>
      <FieldsDialog
        request={ask}
        onClose={() => {
          setAsk(null);
          focusEditor();
        }}
      />
      <ImagePicker
        open={picker}
        call={call}
        onClose={() => {
          setPicker(false);
          focusEditor();
        }}
        onPick={(image) => {
          setPicker(false);
          placeImage(variantUpTo(image.url, 1920), null);
        }}
      />
    </EditBlockContext.Provider>
  );
}
