"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { checkDraft } from "@/lib/blog/draft-check";
import type { EditorTranslate } from "@/lib/blog/issue-text";
import { blocksToDoc, docToBlocks, type DocNode } from "@/lib/blog/editor-doc";
import { draftFromData, draftToData, keepKeys, newKey, type EditorDraft } from "@/lib/blog/editor-model";
import type { StaffPostView } from "@/lib/blog/staff-view";
import { CardPreview } from "./card-preview";
import { CoverFields } from "./cover-fields";
import { CardFields } from "./card-fields";
import { EditorActions } from "./editor-actions";
import { JsonView } from "./json-view";
import { SessionDialog } from "./session-dialog";
import { StateBadge } from "./state-badge";
import { useApiWithSignIn } from "./use-api-with-sign-in";
import { useLeaveGuard } from "./use-leave-guard";
import { Writer } from "./writer/writer";
import styles from "./editor.module.css";

/** The writing surface's document of a draft's sections. */
const docOf = (draft: EditorDraft) => blocksToDoc(draft.sections.map((section) => section.map((item) => item.block)));

interface PostEditorProps {
  /** The post as the staff API gives it; null for a new post. */
  initial: StaffPostView | null;
  newDraft: EditorDraft;
  timeZone: string;
}

interface Message {
  kind: "success" | "error";
  text: string;
}

const fingerprint = (draft: EditorDraft, id: string) => JSON.stringify([id, draftToData(draft)]);

/** Success messages go after 3 seconds (as the old editor's status bar did); errors stay until the next action. */
const SUCCESS_MS = 3000;

/** The block editor of one post: card fields, images, sections, the JSON view, and publishing. */
export function PostEditor({ initial, newDraft, timeZone }: PostEditorProps) {
  const t = useTranslations("editor");
  const locale = useLocale();
  const { call, signInOpen, signedIn } = useApiWithSignIn();
  const [post, setPost] = useState<StaffPostView | null>(initial);
  const [draft, setDraft] = useState<EditorDraft>(() =>
    initial ? draftFromData(initial.data_list, initial.data_content) : newDraft,
  );
  const [newId, setNewId] = useState("");
  const [saved, setSaved] = useState(() => fingerprint(draft, ""));
  const [tab, setTab] = useState<"form" | "json">("form");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
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

  const id = post?.id ?? newId.trim();
  const dirty = fingerprint(draft, post ? "" : newId) !== saved;
  useLeaveGuard(dirty, t("leaveWarning"));
  // The schema's messages are keys of `editor` chosen at run time (lib/blog/issue-text.ts).
  const problems = useMemo(
    () => checkDraft(draft, t as unknown as EditorTranslate, post ? undefined : newId),
    [draft, t, post, newId],
  );
  // One part of the draft replaced, the rest kept (the card's fields, the sections).
  const setPart =
    <K extends keyof EditorDraft>(key: K) =>
    (value: EditorDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const visible = showProblems ? problems : { all: [], fields: {}, blocks: {} };
  const { list } = draft;
  // A new post's id is typed in the card's fields; a saved post's is fixed.
  const idField = post ? undefined : { value: newId, onChange: setNewId, error: visible.fields.id?.join(" ") };

  const adopt = (view: StaffPostView) => {
    const next = keepKeys(draft, draftFromData(view.data_list, view.data_content));
    setPost(view);
    setDraft(next);
    setSaved(fingerprint(next, ""));
  };

  /** Checks first; on problems, shows them (focus on the summary) and stops. */
  const ready = () => {
    setShowProblems(true);
    if (problems.all.length === 0) return true;
    setMessage(null);
    requestAnimationFrame(() => summary.current?.focus());
    return false;
  };

  const fail = (base: string, answer: { status: number; message?: string }) =>
    setMessage({
      kind: "error",
      text: answer.status === 0 ? t("networkError") : `${base}: ${answer.message ?? answer.status}`,
    });

  /** Creates a new post (its first save); afterwards the editor moves to its address. */
  const ensureCreated = async (): Promise<StaffPostView | null> => {
    if (post) return post;
    const answer = await call<StaffPostView>("POST", "/api/blog-posts", { id, ...draftToData(draft) });
    if (!answer.ok || !answer.data) {
      fail(answer.status === 409 ? t("duplicateId") : t("saveFailed"), answer);
      return null;
    }
    adopt(answer.data);
    return answer.data;
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

  const save = () =>
    ready() &&
    run(async () => {
      const wasNew = !post;
      if (wasNew) {
        const created = await ensureCreated();
        if (!created) return;
        setMessage({ kind: "success", text: t("created") });
        afterCreate(created, true);
        return;
      }
      const answer = await call<StaffPostView>("PUT", `/api/blog-posts/${encodeURIComponent(id)}`, draftToData(draft));
      if (!answer.ok || !answer.data) return fail(t("saveFailed"), answer);
      adopt(answer.data);
      setMessage({ kind: "success", text: t("saved") });
    });

  /**
   * Sends the draft to one of the post's publishing actions, creating a new post first; `accepted`
   * says whether the answer really did what was asked.
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
      const answer = await call<StaffPostView>("POST", path, { ...extra, ...draftToData(draft) });
      if (!answer.ok || !answer.data || !accepted(answer.data)) return fail(failure, answer);
      adopt(answer.data);
      setMessage({ kind: "success", text: success });
      afterCreate(answer.data, wasNew);
    });

  /** A change of the post's publishing alone (no draft sent): the answer replaces the post. */
  const changePublishing = (method: "POST" | "DELETE", action: string, failure: string, success: string) =>
    run(async () => {
      const answer = await call<StaffPostView>(method, `/api/blog-posts/${encodeURIComponent(id)}/${action}`);
      if (!answer.ok || !answer.data) return fail(failure, answer);
      setPost(answer.data);
      setMessage({ kind: "success", text: success });
    });

  const publish = () =>
    ready() && sendDraft("publish", {}, (view) => view.is_published === 1, t("publishFailed"), t("publishedOk"));

  const unpublish = () => changePublishing("POST", "unpublish", t("publishFailed"), t("unpublishedOk"));

  const schedule = (local: string) => {
    if (!local) return setMessage({ kind: "error", text: t("scheduleMissing") });
    const at = new Date(local);
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now())
      return setMessage({ kind: "error", text: t("scheduleInPast") });
    if (!ready()) return;
    const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(at);
    void sendDraft("schedule", { at: at.toISOString() }, () => true, t("saveFailed"), t("scheduledOk", { at: when }));
  };

  const cancelSchedule = () => changePublishing("DELETE", "schedule", t("saveFailed"), t("scheduleCancelled"));

  /** Saves when needed, then opens the post's own address with the draft (a new tab keeps the editor). */
  const preview = () => {
    if (!ready()) return;
    const tab = window.open("", "_blank");
    void run(async () => {
      let current = post;
      if (!current || dirty) {
        const wasNew = !post;
        current = await ensureCreated();
        if (current && !wasNew) {
          const answer = await call<StaffPostView>(
            "PUT",
            `/api/blog-posts/${encodeURIComponent(current.id)}`,
            draftToData(draft),
          );
          if (!answer.ok || !answer.data) {
            tab?.close();
            return fail(t("saveFailed"), answer);
          }
          adopt(answer.data);
        }
      }
      if (!current) return void tab?.close();
      const target = `/api/blog-preview/${encodeURIComponent(current.id)}`;
      if (tab) tab.location.href = target;
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- an API route that redirects, not a page
      else window.location.assign(target);
    });
  };

  const heading = post ? t("editHeading", { title: post.title || post.id }) : t("newHeading");
  return (
    <div className={styles.editor}>
      <div className={styles.head}>
        <h1>{heading}</h1>
        {post && <StateBadge state={post.state} scheduledAt={post.scheduled_at} timeZone={timeZone} />}
        <span className={styles.hint} data-testid="dirty">
          {dirty ? t("unsaved") : t("allSaved")}
        </span>
      </div>
      {post && <p className={styles.hint}>{t(`stateHelp.${post.state}`)}</p>}
      <EditorActions
        state={post?.state ?? null}
        busy={busy}
        onSave={() => void save()}
        onPublish={() => void publish()}
        onUnpublish={() => void unpublish()}
        onPreview={preview}
        onSchedule={schedule}
        onCancelSchedule={() => void cancelSchedule()}
      />
      <div role="status" aria-live="polite" className={message ? styles[message.kind] : styles.statusIdle}>
        {message?.text}
      </div>
      {visible.all.length > 0 && (
        <div ref={summary} tabIndex={-1} role="alert" className={styles.problems} data-testid="problems">
          <p>{t("fixErrors", { count: visible.all.length })}</p>
          <ul>
            {visible.all.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <div role="tablist" aria-label={heading} className={styles.tabs}>
        {(["form", "json"] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`panel-${value}`}
            onClick={() => setTab(value)}
          >
            {value === "form" ? t("tabForm") : t("tabJson")}
          </button>
        ))}
      </div>
      {tab === "form" ? (
        <div role="tabpanel" id="panel-form" aria-labelledby="tab-form" className={styles.formLayout}>
          <div className={styles.formMain}>
            <fieldset className={styles.group}>
              <legend>{t("cardLegend")}</legend>
              <CardFields
                list={list}
                onChange={setPart("list")}
                errors={visible.fields}
                idField={idField}
                call={call}
              />
            </fieldset>
            <fieldset className={styles.group}>
              <legend>{t("imagesLegend")}</legend>
              <CoverFields draft={draft} onChange={setDraft} errors={visible.fields} call={call} />
            </fieldset>
            <section className={styles.group} aria-labelledby="writer-heading">
              <h2 id="writer-heading" className={styles.groupHeading}>
                {t("sectionsLegend")}
              </h2>
              <Writer key={surface.key} initialDoc={surface.doc} onChange={fromSurface} call={call} />
            </section>
          </div>
          <aside className={styles.formSide}>
            <CardPreview id={id || "new"} draft={draft} />
          </aside>
        </div>
      ) : (
        <div role="tabpanel" id="panel-json" aria-labelledby="tab-json">
          <JsonView
            draft={draft}
            onApply={(next) => {
              setDraft(next);
              restart(next);
              setTab("form");
            }}
          />
        </div>
      )}
      <SessionDialog open={signInOpen} onSignedIn={signedIn} />
    </div>
  );
}
