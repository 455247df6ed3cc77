import { getTranslations } from "next-intl/server";
import type { Messages } from "@/lib/i18n/messages";
import { formLabel } from "@/lib/submissions/field-labels";
import type { SubmissionFilterInput } from "@/lib/submissions/filters";
import { submissionKinds, workflowStatuses } from "@/lib/submissions/kinds";
import { Link } from "@/lib/i18n/navigation";
import { staffPaths } from "@/lib/submissions/staff-urls";
import styles from "../staff.module.css";
import { SelectOptions } from "@/components/ui/fields/select-options";

interface FilterFormProps {
  messages: Messages;
  /** The values as they are in the URL (also when some are invalid, so they can be corrected). */
  values: Partial<Record<keyof SubmissionFilterInput, string>>;
  forms: string[];
  /** Field errors of an invalid view, by filter name. */
  errors?: Record<string, string[] | undefined>;
}

/**
 * The inbox's filters as a plain GET form: applying them changes the URL, so a view can be shared
 * or bookmarked, and it works before (or without) any script.
 */
export async function FilterForm({ messages, values, forms, errors = {} }: FilterFormProps) {
  const t = await getTranslations("staff.inbox");
  const error = (name: string) =>
    errors[name]?.length ? (
      <span id={`filter-${name}-error`} className={styles.error}>
        {errors[name]?.join(" ")}
      </span>
    ) : null;
  const described = (name: string, hint?: string) =>
    [hint, errors[name]?.length ? `filter-${name}-error` : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <form method="get" role="search" aria-label={t("filters")}>
      <fieldset className={styles.filters}>
        <legend>{t("filters")}</legend>
        <div className={styles.field}>
          <label htmlFor="filter-q">{t("q")}</label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={values.q ?? ""}
            aria-describedby={described("q", "filter-q-hint")}
          />
          <span id="filter-q-hint" className={styles.hint}>
            {t("qHint")}
          </span>
          {error("q")}
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-kind">{t("kind")}</label>
          <select id="filter-kind" name="kind" defaultValue={values.kind ?? ""} aria-describedby={described("kind")}>
            <SelectOptions values={submissionKinds} empty={t("anyKind")} label={(kind) => messages.staff.kinds[kind]} />
          </select>
          {error("kind")}
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-form">{t("form")}</label>
          <select id="filter-form" name="form" defaultValue={values.form ?? ""} aria-describedby={described("form")}>
            <SelectOptions values={forms} empty={t("anyForm")} label={(form) => formLabel(messages, form)} />
          </select>
          {error("form")}
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-status">{t("status")}</label>
          <select
            id="filter-status"
            name="status"
            defaultValue={values.status ?? ""}
            aria-describedby={described("status")}
          >
            <SelectOptions
              values={workflowStatuses}
              empty={t("anyStatus")}
              label={(status) => messages.staff.statuses[status]}
            />
          </select>
          {error("status")}
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-from">{t("from")}</label>
          <input
            id="filter-from"
            name="from"
            type="date"
            defaultValue={values.from ?? ""}
            aria-describedby={described("from")}
          />
          {error("from")}
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-to">{t("to")}</label>
          <input
            id="filter-to"
            name="to"
            type="date"
            defaultValue={values.to ?? ""}
            aria-describedby={described("to")}
          />
          {error("to")}
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-spam">{t("spam")}</label>
          <select
            id="filter-spam"
            name="spam"
            defaultValue={values.spam ?? "hide"}
            aria-describedby={described("spam")}
          >
            <option value="hide">{t("spamHide")}</option>
            <option value="show">{t("spamShow")}</option>
            <option value="only">{t("spamOnly")}</option>
          </select>
          {error("spam")}
        </div>
        {values.sort && <input type="hidden" name="sort" value={values.sort} />}
        {values.pageSize && <input type="hidden" name="pageSize" value={values.pageSize} />}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t("apply")}
          </button>
          <Link href={staffPaths.submissions}>{t("reset")}</Link>
        </div>
      </fieldset>
    </form>
  );
}
