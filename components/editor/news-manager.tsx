"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { NewsItem } from "@/lib/db/generated/client";
import { newsItemSchema } from "@/lib/news/schema";
import { ColumnHeads, ScrollTable } from "@/components/ui/scroll-table";
import { SessionDialog } from "./session-dialog";
import { useApiWithSignIn } from "./use-api-with-sign-in";
import styles from "./editor.module.css";

export type NewsRow = Pick<NewsItem, "id" | "source" | "title" | "description" | "url" | "publishedOn" | "locale">;

/** The form's values: every field a string, as the inputs hold them ("" for no date, both languages). */
type NewsValues = { [K in "source" | "title" | "description" | "url" | "publishedOn" | "locale"]: string };
const fieldNames = ["source", "title", "description", "url", "publishedOn", "locale"] as const;

const valuesOf = (item?: NewsRow): NewsValues => ({
  source: item?.source ?? "",
  title: item?.title ?? "",
  description: item?.description ?? "",
  url: item?.url ?? "",
  publishedOn: item?.publishedOn ?? "",
  locale: item?.locale ?? "",
});

/** The news list with its add, edit and delete actions; each change is saved through /api/news at once. */
export function NewsManager({ items: initial }: { items: NewsRow[] }) {
  const t = useTranslations("editor.news");
  const tl = useTranslations("editor.languages");
  const [items, setItems] = useState(initial);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [status, setStatus] = useState("");
  const { call, signInOpen, signedIn } = useApiWithSignIn();

  const saved = (item: NewsRow) => {
    setItems((rows) => {
      const others = rows.filter((row) => row.id !== item.id);
      return [item, ...others].sort((a, b) => (b.publishedOn ?? "").localeCompare(a.publishedOn ?? "") || b.id - a.id);
    });
    setEditing(null);
    setStatus(t("saved", { title: item.title }));
  };
  const remove = async (item: NewsRow) => {
    if (!window.confirm(t("confirmDelete", { title: item.title }))) return;
    const response = await call(`DELETE`, `/api/news/${item.id}`);
    if (!response.ok) return setStatus(t("failed", { message: response.message ?? String(response.status) }));
    setItems((rows) => rows.filter((row) => row.id !== item.id));
    setStatus(t("deleted", { title: item.title }));
  };

  return (
    <div className={styles.listPage}>
      <div className={styles.head}>
        {editing === null && (
          <button type="button" className={styles.primaryLink} onClick={() => setEditing("new")}>
            {t("add")}
          </button>
        )}
        <p role="status" className={styles.hint}>
          {status || t("count", { count: items.length })}
        </p>
      </div>
      {editing === "new" && <NewsForm call={call} onSaved={saved} onCancel={() => setEditing(null)} />}
      {items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ScrollTable label={t("caption")} captioned>
          <ColumnHeads labels={[t("fields.title"), t("fields.publishedOn"), t("fields.locale"), t("actions")]} />
          <tbody>
            {items.map((item) =>
              editing === item.id ? (
                <tr key={item.id}>
                  <td colSpan={4}>
                    <NewsForm item={item} call={call} onSaved={saved} onCancel={() => setEditing(null)} />
                  </td>
                </tr>
              ) : (
                <tr key={item.id}>
                  <th scope="row">
                    <a href={item.url} target="_blank" rel="noopener noreferrer">
                      {item.title}
                    </a>
                    <br />
                    <small className={styles.hint}>{item.source}</small>
                  </th>
                  <td>{item.publishedOn ?? "—"}</td>
                  <td>{item.locale ? tl(item.locale as "ko" | "en") : t("bothLanguages")}</td>
                  <td className={styles.imageRow}>
                    <button type="button" onClick={() => setEditing(item.id)} disabled={editing !== null}>
                      {t("edit")}
                      <span className="visually-hidden">: {item.title}</span>
                    </button>
                    <button type="button" className={styles.danger} onClick={() => remove(item)}>
                      {t("delete")}
                      <span className="visually-hidden">: {item.title}</span>
                    </button>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </ScrollTable>
      )}
      <SessionDialog open={signInOpen} onSignedIn={signedIn} />
    </div>
  );
}

interface NewsFormProps {
  item?: NewsRow;
  call: ReturnType<typeof useApiWithSignIn>["call"];
  onSaved: (item: NewsRow) => void;
  onCancel: () => void;
}

/** One article's fields, checked with the API's own schema before they are sent. */
function NewsForm({ item, call, onSaved, onCancel }: NewsFormProps) {
  const t = useTranslations("editor.news");
  const tl = useTranslations("editor.languages");
  const [failure, setFailure] = useState("");
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NewsValues>({ defaultValues: valuesOf(item) });

  const submit = handleSubmit(async (values) => {
    setFailure("");
    const body = { ...values, publishedOn: values.publishedOn || null, locale: values.locale || null };
    const parsed = newsItemSchema.safeParse(body);
    const wrong = parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0]));
    const response = parsed.success
      ? await call<NewsRow>(item ? "PUT" : "POST", item ? `/api/news/${item.id}` : "/api/news", parsed.data)
      : undefined;
    if (response?.ok && response.data) return onSaved(response.data);
    const fields = response ? Object.keys(response.fieldErrors ?? {}) : wrong;
    const named = fieldNames.filter((name) => fields.includes(name));
    for (const name of named) setError(name, { message: t(`errors.${name}`) });
    if (named[0]) setFocus(named[0]);
    else if (response) setFailure(t("failed", { message: response.message ?? String(response.status) }));
  });

  const field = (name: (typeof fieldNames)[number], input: React.ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`news-${name}`} className={styles.label}>
        {t(`fields.${name}`)}
      </label>
      {input}
      {errors[name] && (
        <p id={`news-${name}-error`} className={styles.fieldError}>
          {errors[name].message}
        </p>
      )}
    </div>
  );
  const described = (name: (typeof fieldNames)[number]) => ({
    id: `news-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `news-${name}-error` : undefined,
  });

  return (
    <form className={styles.editor} onSubmit={submit} noValidate aria-label={item ? t("editing") : t("add")}>
      <div className={styles.cardGrid}>
        {field("source", <input {...described("source")} {...register("source")} autoComplete="off" />)}
        {field("url", <input {...described("url")} {...register("url")} type="url" inputMode="url" />)}
        <div className={styles.wide}>
          {field("title", <input {...described("title")} {...register("title")} autoComplete="off" />)}
        </div>
        <div className={styles.wide}>
          {field("description", <textarea {...described("description")} {...register("description")} rows={3} />)}
        </div>
        {field("publishedOn", <input {...described("publishedOn")} {...register("publishedOn")} type="date" />)}
        {field(
          "locale",
          <select {...described("locale")} {...register("locale")}>
            <option value="">{t("bothLanguages")}</option>
            <option value="ko">{tl("ko")}</option>
            <option value="en">{tl("en")}</option>
          </select>,
        )}
      </div>
      {failure && (
        <p role="alert" className={styles.fieldError}>
          {failure}
        </p>
      )}
      <div className={styles.imageRow}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting ? t("saving") : t("save")}
        </button>
        <button type="button" onClick={onCancel}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
