"use client";

import { useEffect, useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { describeIssue, type EditorTranslate } from "@/lib/blog/issue-text";
import type { StaffPostView } from "@/lib/blog/staff-view";
import { Link } from "@/lib/i18n/navigation";
import { defaultLocale } from "@/lib/i18n/routing";
import { PostListTools, type PostFilters } from "./post-list-tools";
import { StateBadge } from "./state-badge";
import styles from "./editor.module.css";
import { ColumnHeads, ScrollTable } from "@/components/ui/scroll-table";

/** The tab's note of the post just deleted, for the list the editor goes back to (said once, then gone). */
const DELETED_KEY = "editor:deleted";

export function noteDeleted(title: string) {
  try {
    window.sessionStorage.setItem(DELETED_KEY, title);
  } catch {
    // Storage refused: the list simply no longer shows the post.
  }
}

/** The title `noteDeleted` left, taken once after the list is drawn (the server's copy has no tab storage). */
function useDeletedTitle() {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    try {
      const noted = window.sessionStorage.getItem(DELETED_KEY);
      window.sessionStorage.removeItem(DELETED_KEY);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- once, from the tab: the server has no storage
      if (noted !== null) setTitle(noted);
    } catch {
      // Storage refused: nothing was noted.
    }
  }, []);
  return title;
}

/** The editor's list: search by title, id or category; filter by state and language; newest change first. */
export function PostList({ posts, timeZone }: { posts: StaffPostView[]; timeZone: string }) {
  const t = useTranslations("editor");
  const locale = useLocale();
  const [filters, setFilters] = useState<PostFilters>({ query: "", state: "", lang: "" });
  const deleted = useDeletedTitle();
  // 24-hour, as the state badge: a "PM" from the server's ICU against the browser's "오후" broke hydration (#418).
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", hourCycle: "h23", timeZone }),
    [locale, timeZone],
  );
  const { state, lang } = filters;
  const needle = filters.query.trim().toLowerCase();
  const shown = posts.filter(
    (post) =>
      (!state || post.state === state) &&
      (!lang || post.lang === lang) &&
      (!needle || [post.title, post.id, post.category].some((field) => field?.toLowerCase().includes(needle))),
  );
  return (
    <div className={styles.listPage}>
      <p role="status" className={deleted === null ? undefined : `${styles.listNote} ${styles.success}`}>
        {deleted !== null && t("delete.done", { title: deleted })}
      </p>
      <PostListTools filters={filters} onChange={setFilters} />
      <p role="status" className={styles.hint}>
        {t("postCount", { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p>{t("noMatches")}</p>
      ) : (
        <ScrollTable label={t("listCaption")} captioned>
          <ColumnHeads labels={[t("colTitle"), t("colState"), t("colLang"), t("colChanged")]} />
          <tbody>
            {shown.map((post) => (
              <tr key={post.id}>
                <th scope="row">
                  <Link href={`/blog-editor/${encodeURIComponent(post.id)}`}>{post.title || t("untitled")}</Link>
                  <br />
                  <small className={styles.hint}>{post.id}</small>
                  {post.broken.length > 0 && (
                    <div className={styles.broken} data-testid="post-broken">
                      <strong>{t("broken.mark")}</strong>
                      <ul>
                        {post.broken.map((issue, i) => (
                          <li key={i}>
                            {t(`broken.${issue.version}`)}: {describeIssue(issue, t as unknown as EditorTranslate)}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </th>
                <td>
                  <StateBadge state={post.state} scheduledAt={post.scheduled_at} timeZone={timeZone} />
                </td>
                <td>{t(`languages.${post.lang ?? defaultLocale}`)}</td>
                <td>
                  <time dateTime={post.updated_at}>{format.format(new Date(post.updated_at))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
