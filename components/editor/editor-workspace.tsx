"use client";

import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { parseDraftTexts } from "@/lib/blog/editor-validation";
import { apiCall, type StaffPost } from "./editor-api";
import { CreatePostModal } from "./create-post-modal";
import { DraftFields, type Draft } from "./draft-fields";
import { useStatus } from "./use-status";
import styles from "./editor.module.css";

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** After unlock: post selector, Save, Publish to Prod, Create New Post, Published, JSON fields, previews. */
export function EditorWorkspace({ onSignedOut }: { onSignedOut: () => void }) {
  const t = useTranslations("editor");
  const [posts, setPosts] = useState<StaffPost[]>([]);
  const [selected, setSelected] = useState("");
  const [draft, setDraft] = useState<Draft>({ listText: "", contentText: "", published: false });
  const [current, setCurrent] = useState<StaffPost | null>(null);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, showStatus] = useStatus();

  const loadList = useCallback(async () => {
    const answer = await apiCall<StaffPost[]>("GET", "/api/blog-posts");
    if (answer.ok && answer.data) setPosts(answer.data);
    else showStatus({ kind: "error", text: t("loadListFailed") });
  }, [showStatus, t]);

  const loadPost = useCallback(
    async (id: string) => {
      setSelected(id);
      if (!id) return setCurrent(null);
      const answer = await apiCall<StaffPost>("GET", `/api/blog-posts/${encodeURIComponent(id)}`);
      if (!answer.ok || !answer.data) return showStatus({ kind: "error", text: t("loadPostFailed") });
      setCurrent(answer.data);
      setDraft({
        listText: pretty(answer.data.data_list),
        contentText: pretty(answer.data.data_content),
        published: answer.data.is_published === 1,
      });
    },
    [showStatus, t],
  );

  useEffect(() => {
    // Loading the list once on unlock is the point of this effect; its setState runs after the fetch.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state is set when the response arrives
    void loadList();
  }, [loadList]);

  const failure = (base: string, message?: string) =>
    showStatus({ kind: "error", text: message ? `${base}: ${message}` : base });

  const save = async () => {
    const parsed = parseDraftTexts(draft.listText, draft.contentText);
    if (!parsed) return showStatus({ kind: "error", text: t("invalidJson") });
    setBusy(true);
    const answer = await apiCall<StaffPost>("PUT", `/api/blog-posts/${encodeURIComponent(selected)}`, {
      data_list: parsed.list,
      data_content: parsed.content,
      is_published: draft.published ? 1 : 0,
    });
    setBusy(false);
    if (!answer.ok || !answer.data) return failure(t("saveFailed"), answer.message);
    setCurrent(answer.data);
    showStatus({ kind: "success", text: t("saved") });
    void loadList();
  };

  const publish = async () => {
    setBusy(true);
    const answer = await apiCall<StaffPost>("POST", `/api/blog-posts/${encodeURIComponent(selected)}/publish`);
    setBusy(false);
    if (!answer.ok || !answer.data) return failure(t("publishFailed"), answer.message);
    setCurrent(answer.data);
    showStatus({ kind: "success", text: t("published_ok") });
  };

  const signOut = async () => {
    await apiCall("DELETE", "/api/staff/session");
    onSignedOut();
  };

  return (
    <div className={styles.workspace}>
      <div className={styles.toolbar}>
        <label htmlFor="post-select">{t("selectLabel")}</label>
        <select id="post-select" value={selected} onChange={(event) => void loadPost(event.target.value)}>
          <option value="">{t("selectPlaceholder")}</option>
          {posts.map((post) => (
            <option key={post.id} value={post.id}>
              {post.id}
              {post.title ? ` — ${post.title}` : ""}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => void save()} disabled={!selected || busy}>
          {t("save")}
        </button>
        <button type="button" className={styles.primary} onClick={() => void publish()} disabled={!selected || busy}>
          {t("publish")}
        </button>
        <button type="button" onClick={() => setCreating(true)}>
          {t("createNew")}
        </button>
        <button type="button" className={styles.quiet} onClick={() => void signOut()}>
          {t("signOut")}
        </button>
      </div>
      <div role="status" aria-live="polite" className={status ? styles[status.kind] : styles.statusIdle}>
        {status?.text}
      </div>
      {selected && current && <DraftFields post={current} draft={draft} onChange={setDraft} />}
      {creating && (
        <CreatePostModal
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            showStatus({ kind: "success", text: t("created") });
            void loadList().then(() => loadPost(id));
          }}
        />
      )}
    </div>
  );
}
