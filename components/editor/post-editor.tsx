"use client";

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties } from "react";
import { useLocale, useTranslations } from "next-intl";
import { checkDraft, lacksCardImage } from "@/lib/blog/draft-check";
import type { EditorTranslate } from "@/lib/blog/issue-text";
import { blocksToDoc, docToBlocks, type DocNode } from "@/lib/blog/editor-doc";
import { draftFromData, draftToData, newKey, type EditorDraft } from "@/lib/blog/editor-model";
import { POST_ID_PATTERN } from "@/lib/blog/schemas";
import { postPathPrefix, slugFromTitle } from "@/lib/blog/slug";
import type { StaffPostView } from "@/lib/blog/staff-view";
import { CardPreview } from "./card-preview";
import { CoverFields } from "./cover-fields";
import { CardFields } from "./card-fields";
import { EditorActions } from "./editor-actions";
import { JsonView, type JsonViewHandle } from "./json-view";
import { noteDeleted } from "./post-list";
import { SessionDialog } from "./session-dialog";
import { SettingsPanel } from "./settings-panel";
import { StateBadge } from "./state-badge";
import { useApiWithSignIn } from "./use-api-with-sign-in";
import { forgetLocalCopy, readLocalCopy, useAutosave, useLocalCopy, type LocalCopy } from "./use-autosave";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";
import { useRouter } from "@/lib/i18n/navigation";
import { Writer } from "./writer/writer";
import styles from "./editor.module.css";

/** The writing surface's document of a draft's sections. */
const docOf = (draft: EditorDraft) => blocksToDoc(draft.sections.map((section) => section.map((item) => item.block)));

interface PostEditorProps {
  /** The post as the staff API gives it; null for a new post. */
  initial: StaffPostView | null;
  newDraft: EditorDraft;
  /** A new post's id until a title gives it one (made by the server, so the page hydrates as rendered). */
  spareId?: string;
  timeZone: string;
}

interface Message {
  kind: "success" | "error";
  text: string;
}

const fingerprint = (draft: EditorDraft, id: string) => JSON.stringify([id, draftToData(draft)]);

type SaveState =
  | { kind: "idle" | "saving" | "conflict" }
  | { kind: "saved"; at: Date }
  | { kind: "invalid"; count: number }
  | { kind: "error"; text: string };

/** Success messages go after 3 seconds (as the old editor's status bar did); errors stay until the next action. */
const SUCCESS_MS = 3000;

/** Below this width the settings panel is a drawer over the page (editor.module.css says the same). */
const DRAWER_QUERY = "(max-width: 1099.98px)";

/** The id of what a problem's line points at: a field of the settings panel, the title, or the post's text. */
const targetId = (target: string) =>
  target === "body"
    ? "post-body"
    : target.startsWith("cover")
      ? "cover"
      : target.startsWith("thumbnail")
        ? "thumbnail"
        : `card-${target}`;
/** The element to focus there: for the post's text, the writer's editable surface. */
function targetElement(target: string): HTMLElement | null {
  const element = document.getElementById(targetId(target));
  return target === "body" ? (element?.querySelector<HTMLElement>("[contenteditable]") ?? null) : element;
}

/**
 * The editor of one post, writing first: the title and the text are the page; the card fields, images,
 * publishing and its checks wait in the settings panel; the JSON view replaces the page on demand.
 */
export function PostEditor({ initial, newDraft, spareId = "", timeZone }: PostEditorProps) {
  const t = useTranslations("editor");
  const locale = useLocale();
  const { call, signInOpen, signedIn } = useApiWithSignIn();
  const router = useRouter();
  /** Deleted: nothing more is saved or kept while the editor goes back to the list. */
  const [deleted, setDeleted] = useState(false);
  const [post, setPost] = useState<StaffPostView | null>(initial);
  const [draft, setDraft] = useState<EditorDraft>(() =>
    initial ? draftFromData(initial.data_list, initial.data_content) : newDraft,
  );
  const [newId, setNewId] = useState("");
  /** A saved post's new address as typed (null: unchanged); the next save moves the post there. */
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const [idTouched, setIdTouched] = useState(false);
  /** Whether a new post's address is free, checked as it is typed. */
  const [idTaken, setIdTaken] = useState<{ id: string; taken: boolean } | null>(null);
  /** The server refused the address the writer chose (another post has it): said at the field and in the summary. */
  const [idRefused, setIdRefused] = useState<{ id: string; text: string } | null>(null);
  const [saved, setSaved] = useState(() => fingerprint(draft, ""));
  const [tab, setTab] = useState<"form" | "json">("form");
  const jsonView = useRef<JsonViewHandle>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  /** Which problems the summary shows, once a save (a draft's) or Publish or Schedule (a live post's) was asked for. */
  const [showProblems, setShowProblems] = useState<"draft" | "live" | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  /** The other version, when a save was refused because the post changed elsewhere. */
  const [conflict, setConflict] = useState<StaffPostView | null>(null);
  /** Unsaved text this browser kept from an earlier visit, offered back once. */
  const [kept, setKept] = useState<LocalCopy | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // False in the server's HTML: the bar's buttons stay disabled until their script runs, so a press
  // made before then is visibly not taken instead of silently lost.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const settingsButton = useRef<HTMLButtonElement>(null);
  const settingsHeading = useRef<HTMLHeadingElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const titleField = useRef<HTMLTextAreaElement>(null);
  // A new post opens with the caret in its title, as in Ghost (unless the writer has already gone elsewhere).
  useEffect(() => {
    if (!initial && document.activeElement === document.body) titleField.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- at mount only
  }, []);
  const [barHeight, setBarHeight] = useState(0);
  // The bar stays on screen while the page scrolls; the writer's toolbar and the panel stick below it.
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setBarHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const openSettings = () => {
    setSettingsOpen(true);
    requestAnimationFrame(() => settingsHeading.current?.focus());
  };
  const closeSettings = () => {
    setSettingsOpen(false);
    settingsButton.current?.focus();
  };
  /** A problem's line followed: the drawer gets out of the way of the page's own title and text. */
  const goToProblem = (target: string) => {
    const element = targetElement(target);
    if (!element) return;
    if (!element.closest("#post-settings") && window.matchMedia(DRAWER_QUERY).matches) setSettingsOpen(false);
    element.scrollIntoView({ block: "center" });
    element.focus();
  };
  // The surface owns the document while typing; it starts again (a new key) when the draft is replaced from outside.
  const [surface, setSurface] = useState(() => ({ key: 0, doc: docOf(draft) }));
  const restart = (next: EditorDraft) => setSurface((current) => ({ key: current.key + 1, doc: docOf(next) }));
  const fromSurface = useCallback(
    (doc: DocNode) =>
      setDraft((current) => ({
        ...current,
        sections: docToBlocks(doc).map((section) => section.map((block) => ({ key: newKey(), block }))),
      })),
    [],
  );

  useEffect(() => {
    if (message?.kind !== "success") return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [message]);

  // A draft needs nothing but an id: a new post has one from its first keystroke, the title's or the spare one.
  const id = post?.id ?? (newId.trim() || spareId);
  const movedTo = post && moveTo !== null && moveTo.trim() !== post.id ? moveTo.trim() : "";
  const current = fingerprint(draft, post ? movedTo : newId);
  const dirty = current !== saved;
  // A live post's new address would go live with the save, not with the next Publish: it waits for
  // Save draft and a yes to what that does (`confirmLiveMove`); the autosave keeps saving the text.
  const live = post?.is_published === 1;
  const autosaved = live ? fingerprint(draft, "") : current;
  useLeaveGuard(dirty && !deleted, t("leaveWarning"));
  // A new post's copy is its own (`new:` and its spare id, kept in the address across a reload), never another new post's.
  const copyKey = post?.id ?? `new:${spareId}`;
  // While an earlier visit's copy is offered, it stays stored until restored or discarded.
  useLocalCopy(copyKey, kept ? undefined : dirty && !deleted ? JSON.stringify(draftToData(draft)) : null);
  // Once a new post holds something unsaved, its address names its spare id: a reload keeps the id, and with
  // it the copy (the first save moves the editor to the post's own address).
  useEffect(() => {
    if (post || !dirty || !spareId || new URLSearchParams(window.location.search).get("draft") === spareId) return;
    window.history.replaceState(null, "", `?draft=${spareId}`);
  }, [post, dirty, spareId]);
  useEffect(() => {
    const wanted = post ? movedTo : newId.trim();
    if (!POST_ID_PATTERN.test(wanted) || wanted === "new") return;
    let live = true;
    const timer = setTimeout(() => {
      const path = `/api/blog-posts/${encodeURIComponent(wanted)}/availability`;
      void call<{ taken: boolean }>("GET", path).then((response) => {
        if (live && response.data) setIdTaken({ id: wanted, taken: response.data.taken });
      });
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [newId, post, movedTo, call]);
  // An address the editor made from the title gets a number on the server when taken; one typed by hand is refused.
  const suggested = !post && (!idTouched || !newId.trim());
  const idNote =
    idTaken && idTaken.id === (post ? movedTo : newId.trim())
      ? t(idTaken.taken ? (suggested ? "idTakenSuggested" : "idTaken") : "idFree", {
          path: `${postPathPrefix(draft.list.lang)}${idTaken.id}`,
        })
      : undefined;
  const opened = useRef(draftToData(draft));
  useEffect(() => {
    const copy = readLocalCopy(copyKey);
    // The browser's storage exists only after hydration: read once, then offered in a banner.
    if (copy && JSON.stringify(copy.data) !== JSON.stringify(opened.current)) setKept(copy);
    else if (copy) forgetLocalCopy(copyKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- at mount only: later copies are this visit's own
  }, []);
  // A title typed before the page hydrated stays in the field but never reaches the state (React keeps
  // it and reports nothing), so the next render would wipe it: taken into the draft once, at mount.
  useEffect(() => {
    const field = document.getElementById("card-title");
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const typed = field.value;
    if (typed === (opened.current.data_list.title ?? "")) return;
    setDraft((d) => ({ ...d, list: { ...d.list, title: typed } }));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, from the DOM: the address follows the title
    if (!initial) setNewId(slugFromTitle(typed));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- at mount only: later typing reaches the state itself
  }, []);
  // The schema's messages are keys of `editor` chosen at run time (lib/blog/issue-text.ts).
  const problems = useMemo(
    () => checkDraft(draft, t as unknown as EditorTranslate, post ? movedTo || undefined : id),
    [draft, t, post, id, movedTo],
  );
  /** What a live post still lacks (title, category, empty blocks): Publish and Schedule point at each. */
  const liveProblems = useMemo(
    () => checkDraft(draft, t as unknown as EditorTranslate, post ? movedTo || undefined : id, "live"),
    [draft, t, post, id, movedTo],
  );
  // One part of the draft replaced, the rest kept (the card's fields, the sections).
  const setPart =
    <K extends keyof EditorDraft>(key: K) =>
    (value: EditorDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const checked =
    showProblems === "live" ? liveProblems : showProblems ? problems : { all: [], targets: [], fields: {}, blocks: {} };
  // The address the server refused stays named (at the field, and first in the summary) until it is changed.
  const refusedNow = idRefused && idRefused.id === (post ? movedTo : id) ? idRefused : null;
  const visible = refusedNow
    ? {
        ...checked,
        all: [`${t("fields.id")}: ${refusedNow.text}`, ...checked.all],
        targets: ["id", ...checked.targets],
        fields: { ...checked.fields, id: [refusedNow.text, ...(checked.fields.id ?? [])] },
      }
    : checked;
  const { list } = draft;
  // The public addresses of a live post's move, under its language's prefix (/blog/ or /en/blog/).
  const livePaths = (to: string, from: string) => ({
    path: `${postPathPrefix(list.lang)}${to}`,
    old: `${postPathPrefix(list.lang)}${from}`,
  });
  // The address: a new post's follows its title until typed; a saved post's can be changed (the save moves it,
  // and a published post's old address then redirects to the new one).
  const idField = post
    ? {
        value: moveTo ?? post.id,
        onChange: setMoveTo,
        error: visible.fields.id?.join(" "),
        note: movedTo ? idNote : undefined,
        warning: live && movedTo ? t("moveLive", livePaths(movedTo, post.id)) : undefined,
      }
    : {
        value: newId,
        onChange: (value: string) => {
          setIdTouched(true);
          setNewId(value);
        },
        error: visible.fields.id?.join(" "),
        note: idNote,
        placeholder: spareId,
      };
  /** A new post's card: its address follows the title (romanised) until the address is typed by hand. */
  const setList = (next: Record<string, unknown>) => {
    setPart("list")(next);
    if (!post && !idTouched && next.title !== list.title) setNewId(slugFromTitle(String(next.title ?? "")));
  };

  /**
   * The server's response to a save: the post (its new version) and, as saved, the draft that was sent.
   * The draft itself is kept: typing may have gone on while the save ran.
   */
  const adopt = (view: StaffPostView, sent: EditorDraft = draft) => {
    if (post && view.id !== post.id) {
      // Moved (a new address): the editor's own address follows, without leaving the page.
      setMoveTo(null);
      const path = window.location.pathname.replace(/\/[^/]+$/, `/${encodeURIComponent(view.id)}`);
      window.history.replaceState(null, "", path);
    }
    setPost(view);
    setSaved(fingerprint(sent, ""));
    setSaveState({ kind: "saved", at: new Date() });
  };
  const timeOf = (date: Date) =>
    new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(date);
  /**
   * The draft and the version check every draft-carrying call sends, with the new address where the
   * call may move the post: any save of a post not live, only Save draft (confirmed) of a live one.
   */
  const payload = (current: StaffPostView, move = !live) => ({
    ...draftToData(draft),
    ...(movedTo && move ? { id: movedTo } : {}),
    base_updated_at: current.updated_at,
  });
  /** Save draft of a live post with a new address: the writer agrees that the public address changes now. */
  const confirmLiveMove = () =>
    !live || !movedTo || window.confirm(t("moveLiveConfirm", livePaths(movedTo, post?.id ?? "")));
  /** A refused save (409): the other version is fetched and shown; nothing is sent until a choice. */
  const refused = async (current: StaffPostView) => {
    const theirs = await call<StaffPostView>("GET", `/api/blog-posts/${encodeURIComponent(current.id)}`);
    setConflict(theirs.data ?? current);
    setSaveState({ kind: "conflict" });
  };

  /** Checks first (as a draft, or as a post going live); on problems, shows them (focus on the summary) and stops. */
  const ready = (need: "draft" | "live") => {
    setShowProblems(need);
    if ((need === "live" ? liveProblems : problems).all.length === 0) return true;
    setMessage(null);
    setSettingsOpen(true);
    requestAnimationFrame(() => summary.current?.focus());
    return false;
  };

  const fail = (base: string, response: { status: number; message?: string }) =>
    setMessage({
      kind: "error",
      text: response.status === 0 ? t("networkError") : `${base}: ${response.message ?? response.status}`,
    });

  /**
   * A refused save, said in the status line and the toast. An address the writer chose that another post
   * has (409 naming `id`) is named at its field too, and, when the writer asked (not an automatic save),
   * the panel opens on it. An automatic save's other failures are said in the status line only, but for a
   * new post's first save (`creating`), which says them in the toast as well.
   */
  const saveRefused = (
    response: { status: number; message?: string; fieldErrors?: Record<string, string[] | undefined> },
    wanted: string,
    automatic: boolean,
    creating = false,
  ) => {
    setSaveState({ kind: "error", text: response.status === 0 ? t("networkError") : (response.message ?? "") });
    const field = response.status === 409 ? response.fieldErrors?.id?.[0] : undefined;
    if (field) setIdRefused({ id: wanted, text: field });
    if (field || creating || !automatic) fail(t("saveFailed"), response);
    if (field && !automatic) {
      setSettingsOpen(true);
      requestAnimationFrame(() => summary.current?.focus());
    }
  };

  /** Creates a new post (its first save); afterwards the editor moves to its address. */
  const ensureCreated = async (automatic = false): Promise<StaffPostView | null> => {
    if (post) return post;
    const body = { id, ...(suggested ? { id_suggested: true } : {}), ...draftToData(draft) };
    const response = await call<StaffPostView>("POST", "/api/blog-posts", body);
    if (!response.ok || !response.data) {
      saveRefused(response, id, automatic, true);
      return null;
    }
    adopt(response.data);
    return response.data;
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  /**
   * A new post's first save moves the address to the post's own (/blog-editor/{id}) without leaving
   * the page: the editor keeps its state and its message (Next's router follows replaceState).
   */
  const afterCreate = (created: StaffPostView, wasNew: boolean) => {
    if (!wasNew) return;
    const path = window.location.pathname.replace(/\/new$/, `/${encodeURIComponent(created.id)}`);
    window.history.replaceState(null, "", path);
  };

  /**
   * Saves the draft now (the Save button, the pause after typing, leaving the editor). An automatic
   * save with problems waits (they are counted in the status line) and shows no summary.
   */
  const saveNow = async (automatic: boolean) => {
    if (automatic ? problems.all.length > 0 : !ready("draft")) {
      if (automatic) setSaveState({ kind: "invalid", count: problems.all.length });
      return;
    }
    if (!automatic && !confirmLiveMove()) return;
    await run(async () => {
      setSaveState({ kind: "saving" });
      const wasNew = !post;
      if (wasNew) {
        const created = await ensureCreated(automatic);
        if (!created) return;
        if (!automatic) setMessage({ kind: "success", text: t("created") });
        afterCreate(created, true);
        return;
      }
      const sent = draft;
      const response = await call<StaffPostView>(
        "PUT",
        `/api/blog-posts/${encodeURIComponent(id)}`,
        payload(post, !automatic || !live),
      );
      // A 409 is another version of the post, unless it names the new address (taken by another post).
      if (response.status === 409 && !response.fieldErrors?.id) return refused(post);
      if (!response.ok || !response.data) return saveRefused(response, movedTo, automatic);
      adopt(response.data, sent);
      if (!automatic) setMessage({ kind: "success", text: t("saved") });
    });
  };
  const save = () => void saveNow(false);

  /**
   * Sends the draft to one of the post's publishing actions, creating a new post first; `accepted`
   * says whether the response really did what was asked.
   */
  const sendDraft = (
    action: "publish" | "schedule",
    extra: Record<string, unknown>,
    accepted: (view: StaffPostView) => boolean,
    failure: string,
    success: string,
  ) =>
    run(async () => {
      const wasNew = !post;
      const created = await ensureCreated();
      if (!created) return;
      const path = `/api/blog-posts/${encodeURIComponent(created.id)}/${action}`;
      const response = await call<StaffPostView>("POST", path, { ...extra, ...payload(created) });
      if (response.status === 409) return refused(created);
      if (!response.ok || !response.data || !accepted(response.data)) return fail(failure, response);
      adopt(response.data);
      setMessage({ kind: "success", text: success });
      afterCreate(response.data, wasNew);
    });

  /** A change of the post's publishing alone (no draft sent): the response replaces the post. */
  const changePublishing = (method: "POST" | "DELETE", action: string, failure: string, success: string) =>
    run(async () => {
      const response = await call<StaffPostView>(method, `/api/blog-posts/${encodeURIComponent(id)}/${action}`);
      if (!response.ok || !response.data) return fail(failure, response);
      setPost(response.data);
      setMessage({ kind: "success", text: success });
    });

  const publish = () =>
    ready("live") && sendDraft("publish", {}, (view) => view.is_published === 1, t("publishFailed"), t("publishedOk"));

  const unpublish = () => changePublishing("POST", "unpublish", t("publishFailed"), t("unpublishedOk"));

  const schedule = (local: string) => {
    if (!local) return setMessage({ kind: "error", text: t("scheduleMissing") });
    const at = new Date(local);
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now())
      return setMessage({ kind: "error", text: t("scheduleInPast") });
    if (!ready("live")) return;
    const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(at);
    void sendDraft("schedule", { at: at.toISOString() }, () => true, t("saveFailed"), t("scheduledOk", { at: when }));
  };

  const cancelSchedule = () => changePublishing("DELETE", "schedule", t("saveFailed"), t("scheduleCancelled"));

  /** Saves when needed, then opens the post's own address with the draft (a new tab keeps the editor). */
  const preview = () => {
    if (!ready("draft")) return;
    const tab = window.open("", "_blank");
    void run(async () => {
      let current = post;
      if (!current || dirty) {
        const wasNew = !post;
        current = await ensureCreated();
        if (current && !wasNew) {
          const response = await call<StaffPostView>(
            "PUT",
            `/api/blog-posts/${encodeURIComponent(current.id)}`,
            payload(current),
          );
          if (response.status === 409) {
            tab?.close();
            return refused(current);
          }
          if (!response.ok || !response.data) {
            tab?.close();
            return fail(t("saveFailed"), response);
          }
          adopt(response.data);
        }
      }
      if (!current) return void tab?.close();
      const target = `/api/blog-preview/${encodeURIComponent(current.id)}`;
      if (tab) tab.location.href = target;
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- an API route that redirects, not a page
      else window.location.assign(target);
    });
  };

  useAutosave({
    version: autosaved,
    dirty: autosaved !== saved,
    enabled: !busy && !conflict && !signInOpen && !deleted,
    save: () => saveNow(true),
  });

  /**
   * Deletes a post nobody sees (the server refuses a live or scheduled one, and the panel says so
   * beforehand), after a question naming it; then back to the list.
   */
  const remove = () => {
    if (!post || !window.confirm(t("delete.confirm", { title: post.title || post.id }))) return;
    void run(async () => {
      const response = await call("DELETE", `/api/blog-posts/${encodeURIComponent(post.id)}`);
      if (!response.ok) return fail(t("delete.failed"), response);
      setDeleted(true);
      noteDeleted(post.title || post.id);
      router.replace("/blog-editor");
    });
  };

  /** After a refused save: my draft saved over the other version, on purpose. */
  const keepMine = (theirs: StaffPostView) =>
    run(async () => {
      setConflict(null);
      const sent = draft;
      const response = await call<StaffPostView>(
        "PUT",
        `/api/blog-posts/${encodeURIComponent(theirs.id)}`,
        payload(theirs),
      );
      if (response.status === 409) return refused(theirs);
      if (!response.ok || !response.data) return fail(t("saveFailed"), response);
      adopt(response.data, sent);
    });
  /** After a refused save: the other version replaces mine in the editor. */
  const takeTheirs = (theirs: StaffPostView) => {
    const next = draftFromData(theirs.data_list, theirs.data_content);
    setPost(theirs);
    setDraft(next);
    setSaved(fingerprint(next, ""));
    restart(next);
    setConflict(null);
    setSaveState({ kind: "idle" });
  };
  const restoreKept = (copy: LocalCopy) => {
    const next = draftFromData(copy.data.data_list, copy.data.data_content);
    setDraft(next);
    restart(next);
    setKept(null);
  };

  const saveLine = (() => {
    // A call refused for want of a session waits for the sign-in dialog: said in the status line too.
    if (signInOpen) return t("autosave.error", { reason: t("session.title") });
    switch (saveState.kind) {
      case "saving":
        return t("autosave.saving");
      case "conflict":
        return t("autosave.conflict");
      case "error":
        return t("autosave.error", { reason: saveState.text || t("saveFailed") });
      case "invalid":
        if (dirty) return t("autosave.invalid", { count: saveState.count });
        break;
      case "saved":
        if (!dirty) return t("autosave.savedAt", { time: timeOf(saveState.at) });
    }
    return dirty ? t("unsaved") : t("allSaved");
  })();

  const heading = post ? t("editHeading", { title: post.title || post.id }) : t("newHeading");
  /**
   * The result of the last action. In the bar, over its heading and save line: never over the title or
   * the text being written, whatever the width or scroll; while the settings drawer covers the page
   * (narrow screens), at the foot of the drawer instead (CSS shows one of the two). An error stays until
   * the next action or 닫기, which gives the save line under it back.
   */
  const toast = (place: "bar" | "panel") => (
    <div
      role="status"
      aria-live="polite"
      className={`${styles.toast} ${place === "bar" ? styles.barToast : styles.panelToast} ${message ? styles[message.kind] : ""}`}
    >
      {message?.text}
      {message && (
        <button type="button" className={styles.toastClose} onClick={() => setMessage(null)}>
          {t("toastClose")}
        </button>
      )}
    </div>
  );
  const titleError = visible.fields.title?.join(" ");
  return (
    <div
      className={styles.editor}
      style={{ "--editor-bar": `${barHeight}px` } as CSSProperties}
      data-settings={settingsOpen ? "open" : "closed"}
    >
      <div className={styles.bar} ref={bar}>
        <div className={styles.barStatus}>
          <h1>{heading}</h1>
          {post && <StateBadge state={post.state} scheduledAt={post.scheduled_at} timeZone={timeZone} />}
          <span className={styles.hint} data-testid="dirty" role="status">
            {saveLine}
          </span>
          {toast("bar")}
        </div>
        <div className={styles.barActions}>
          <div role="tablist" aria-label={heading} className={styles.tabs}>
            {(["form", "json"] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                id={`tab-${value}`}
                aria-selected={tab === value}
                aria-controls={`panel-${value}`}
                onClick={() => {
                  // Leaving the JSON tab applies what was typed there, or stays to show why it cannot.
                  if (value !== tab && jsonView.current && !jsonView.current.leave()) return;
                  setTab(value);
                }}
              >
                {value === "form" ? t("tabForm") : t("tabJson")}
              </button>
            ))}
          </div>
          <button type="button" onClick={save} disabled={busy || !hydrated}>
            {t("save")}
          </button>
          <button type="button" onClick={preview} disabled={busy || !hydrated}>
            {t("preview")}
          </button>
          <button
            type="button"
            ref={settingsButton}
            className={styles.settingsButton}
            aria-expanded={settingsOpen}
            aria-controls="post-settings"
            disabled={!hydrated}
            onClick={() => (settingsOpen ? closeSettings() : openSettings())}
          >
            {t("settings.open")}
          </button>
        </div>
      </div>
      <div className={styles.workspace} data-settings={settingsOpen ? "open" : "closed"}>
        <div className={styles.page}>
          {kept && (
            <div role="region" aria-label={t("kept.label")} className={styles.notice} data-testid="kept">
              <p>{t("kept.text", { time: timeOf(new Date(kept.at)) })}</p>
              <button type="button" onClick={() => restoreKept(kept)}>
                {t("kept.restore")}
              </button>
              <button
                type="button"
                onClick={() => {
                  forgetLocalCopy(copyKey);
                  setKept(null);
                }}
              >
                {t("kept.discard")}
              </button>
            </div>
          )}
          {conflict && (
            <div role="alert" className={styles.problems} data-testid="conflict">
              <p>{t("conflict.text", { time: timeOf(new Date(conflict.updated_at)) })}</p>
              <details>
                <summary>{t("conflict.show")}</summary>
                <pre className={styles.conflictText}>{JSON.stringify(conflict.data_content, null, 2)}</pre>
              </details>
              <div className={styles.actions}>
                <button type="button" onClick={() => takeTheirs(conflict)}>
                  {t("conflict.takeTheirs")}
                </button>
                <button type="button" className={styles.danger} onClick={() => void keepMine(conflict)} disabled={busy}>
                  {t("conflict.keepMine")}
                </button>
              </div>
            </div>
          )}
          {tab === "form" ? (
            <div role="tabpanel" id="panel-form" aria-labelledby="tab-form" className={styles.post}>
              <label htmlFor="card-title" className="visually-hidden">
                {t("field.title")}
              </label>
              <textarea
                id="card-title"
                ref={titleField}
                className={styles.title}
                rows={1}
                value={typeof list.title === "string" ? list.title : ""}
                placeholder={t("settings.titlePlaceholder")}
                onChange={(event) => setList({ ...list, title: event.target.value.replace(/\n/g, " ") })}
                onKeyDown={(event) => {
                  // A title is one line: Enter goes on to the text, as in Ghost (not while a Korean syllable is composed).
                  if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
                  event.preventDefault();
                  targetElement("body")?.focus();
                }}
                aria-invalid={titleError ? true : undefined}
                aria-describedby={titleError ? "card-title-error" : undefined}
              />
              {titleError && (
                <p id="card-title-error" className={styles.fieldError}>
                  {titleError}
                </p>
              )}
              <div id="post-body">
                <Writer key={surface.key} initialDoc={surface.doc} onChange={fromSurface} call={call} />
              </div>
            </div>
          ) : (
            <div role="tabpanel" id="panel-json" aria-labelledby="tab-json">
              <JsonView
                draft={draft}
                ref={jsonView}
                onApply={(next) => {
                  setDraft(next);
                  restart(next);
                  setTab("form");
                }}
              />
            </div>
          )}
        </div>
        <SettingsPanel id="post-settings" open={settingsOpen} headingRef={settingsHeading} onClose={closeSettings}>
          <section aria-labelledby="publish-heading" className={styles.panelSection}>
            <h3 id="publish-heading">{t("settings.publishHeading")}</h3>
            {post && <p className={styles.hint}>{t(`stateHelp.${post.state}`)}</p>}
            <EditorActions
              state={post?.state ?? null}
              busy={busy}
              onPublish={() => void publish()}
              onUnpublish={() => void unpublish()}
              onSchedule={schedule}
              onCancelSchedule={() => void cancelSchedule()}
              timeZone={timeZone}
              warning={lacksCardImage(draft) ? t("noImageWarning") : undefined}
            />
            {visible.all.length > 0 && (
              <div ref={summary} tabIndex={-1} role="alert" className={styles.problems} data-testid="problems">
                <p>{t("fixErrors", { count: visible.all.length })}</p>
                <ul>
                  {visible.all.map((line, index) => {
                    const target = visible.targets[index];
                    return (
                      <li key={`${index}-${line}`}>
                        {target ? (
                          <a
                            href={`#${targetId(target)}`}
                            onClick={(event) => {
                              event.preventDefault();
                              goToProblem(target);
                            }}
                          >
                            {line}
                          </a>
                        ) : (
                          line
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </section>
          <fieldset className={styles.group}>
            <legend>{t("cardLegend")}</legend>
            <CardFields list={list} onChange={setList} errors={visible.fields} idField={idField} call={call} />
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{t("imagesLegend")}</legend>
            <CoverFields draft={draft} onChange={setDraft} errors={visible.fields} call={call} />
          </fieldset>
          <CardPreview id={id || "new"} draft={draft} />
          {post && (
            <section aria-labelledby="delete-heading" className={styles.panelSection}>
              <h3 id="delete-heading">{t("delete.heading")}</h3>
              {/* A post visitors see, or will see at a time, is taken off first: the button waits for that. */}
              <p id="delete-help" className={styles.hint}>
                {post.state === "draft"
                  ? t("delete.help")
                  : t(post.state === "scheduled" ? "delete.refusedScheduled" : "delete.refusedLive")}
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.danger}
                  onClick={remove}
                  disabled={busy || post.state !== "draft"}
                  aria-describedby="delete-help"
                >
                  {t("delete.button")}
                </button>
              </div>
            </section>
          )}
          {toast("panel")}
        </SettingsPanel>
      </div>
      <SessionDialog open={signInOpen} onSignedIn={signedIn} />
    </div>
  );
}

/** The server's and the browser's answers never change: `useSyncExternalStore` then only tells them apart. */
const noSubscription = () => () => {};
