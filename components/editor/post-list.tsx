"use client";

import { useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { PostState } from "@/lib/blog/post-state";
import type { StaffPostView } from "@/lib/blog/staff-view";
import { Link } from "@/lib/i18n/navigation";
import { defaultLocale, locales } from "@/lib/i18n/routing";
import { StateBadge } from "./state-badge";
import styles from "./editor.module.css";
import { SelectOptions } from "@/components/ui/fields/select-options";
import { ScrollTable } from "@/components/ui/scroll-table";

const STATES: PostState[] = ["draft", "scheduled", "live", "live_changed"];

/** The editor's list: search by title, id or category; filter by state and language; newest change first. */
export function PostList({ posts, timeZone }: { posts: StaffPostView[]; timeZone: string }) {
  const t = useTranslations("editor");
  const locale = useLocale();
  const [query, setQuery] = useState("");
  const [state, setState] = useState("");
  const [lang, setLang] = useState("");
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }),
    [locale, timeZone],
  );
  const needle = query.trim().toLowerCase();
  const shown = posts.filter(
    (post) =>
      (!state || post.state === state) &&
      (!lang || post.lang === lang) &&
      (!needle || [post.title, post.id, post.category].some((field) => field?.toLowerCase().includes(needle))),
  );
  return (
    <div className={styles.listPage}>
      <div className={styles.listTools}>
        <div className={styles.field}>
          <label htmlFor="post-search">{t("searchLabel")}</label>
          <input
            id="post-search"
            type="search"
            value={query}
            placeholder={t("searchPlaceholder")}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="post-state">{t("filterState")}</label>
          <select id="post-state" value={state} onChange={(event) => setState(event.target.value)}>
            <SelectOptions values={STATES} empty={t("filterAll")} label={(value) => t(`state.${value}`)} />
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="post-lang">{t("filterLang")}</label>
          <select id="post-lang" value={lang} onChange={(event) => setLang(event.target.value)}>
            <SelectOptions values={locales} empty={t("filterAll")} label={(value) => t(`languages.${value}`)} />
          </select>
        </div>
        <Link href="/blog-editor/new" className={styles.primaryLink}>
          {t("newPost")}
        </Link>
      </div>
      <p role="status" className={styles.hint}>
        {t("postCount", { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p>{t("noMatches")}</p>
      ) : (
        <ScrollTable label={t("listCaption")}>
          <caption className="visually-hidden">{t("listCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("colTitle")}</th>
              <th scope="col">{t("colState")}</th>
              <th scope="col">{t("colLang")}</th>
              <th scope="col">{t("colChanged")}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((post) => (
              <tr key={post.id}>
                <th scope="row">
                  <Link href={`/blog-editor/${encodeURIComponent(post.id)}`}>{post.title || t("untitled")}</Link>
                  <br />
                  <small className={styles.hint}>{post.id}</small>
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
