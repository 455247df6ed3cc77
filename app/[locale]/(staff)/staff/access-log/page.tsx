import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { AccessLogFilterForm } from "@/components/staff/access-log/filter-form";
import { AccessLogTable } from "@/components/staff/access-log/access-log-table";
import { accessLogFilterSchema, accessLogQuery, ACCESS_LOG_PAGE_SIZE, listAccessLog } from "@/lib/access-log/query";
import { FilterErrors } from "@/components/staff/filter-errors";
import { requireStaffPage } from "@/lib/auth/staff-page";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { Link } from "@/lib/i18n/navigation";
import { loadMessages } from "@/lib/i18n/messages";
import { resolveLocale } from "@/lib/i18n/params";
import { staffMetadata } from "@/lib/seo/staff-metadata";
import { queryObject } from "@/lib/submissions/filters";
import { staffPaths } from "@/lib/staff/urls";
import { zoneLabelFor } from "@/lib/i18n/time-zone";
import { viewerTimeZone } from "@/lib/submissions/viewer-time-zone";
import { z } from "@/lib/validation/z";
import styles from "@/components/staff/staff.module.css";

export const generateMetadata = staffMetadata(staffPaths.accessLog, "accessLog");

/** Admins read the access log here: filtered by account, action, target and days, newest first, exportable as CSV. */
export default async function AccessLogPage({ params, searchParams }: PageProps<"/[locale]/staff/access-log">) {
  const locale = await resolveLocale(params);
  const query = queryObject(await searchParams) as Record<string, string>;
  await requireStaffPage(locale, `${staffPaths.accessLog}?${new URLSearchParams(query)}`);
  const [messages, t, incoming] = await Promise.all([
    loadMessages(locale),
    getTranslations({ locale, namespace: "staff.accessLog" }),
    headers(),
  ]);
  const words = messages.staff.accessLog;
  const timeZone = viewerTimeZone(incoming.get("cookie"));
  const parsed = accessLogFilterSchema(words.errors).safeParse(query);
  const intro = (
    <>
      <h1>{t("heading")}</h1>
      <p className={styles.muted}>{t("lead", { days: env().ACCESS_LOG_RETENTION_DAYS })}</p>
    </>
  );
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    return (
      <>
        {intro}
        <FilterErrors message={t("invalid")} errors={errors} labels={{ ...words, lead: words.leadFilter }} />
        <AccessLogFilterForm words={words} values={query} errors={errors} />
      </>
    );
  }
  const filters = parsed.data;
  const { rows, total, names } = await listAccessLog(db(), filters, timeZone);
  const pages = Math.max(1, Math.ceil(total / ACCESS_LOG_PAGE_SIZE));
  return (
    <>
      {intro}
      <AccessLogFilterForm words={words} values={query} />
      <div className={styles.toolbar}>
        <p role="status">{t("summary", { total })}</p>
        <a href={`/api/staff/access-log/export${accessLogQuery(filters)}`} download>
          {t("export")}
        </a>
      </div>
      {rows.length ? (
        <AccessLogTable
          rows={rows}
          words={words}
          inbox={messages.staff}
          timeZone={timeZone}
          caption={t("caption", { zone: zoneLabelFor(locale, timeZone) })}
          names={names}
        />
      ) : (
        <p>{t("none")}</p>
      )}
      {pages > 1 && (
        <nav aria-label={t("pageOf", { page: filters.page, pages })} className={styles.pager}>
          {filters.page > 1 && (
            <Link href={`${staffPaths.accessLog}${accessLogQuery(filters, filters.page - 1)}`}>{t("previous")}</Link>
          )}
          <span>{t("pageOf", { page: filters.page, pages })}</span>
          {filters.page < pages && (
            <Link href={`${staffPaths.accessLog}${accessLogQuery(filters, filters.page + 1)}`}>{t("next")}</Link>
          )}
        </nav>
      )}
    </>
  );
}
