import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { BulkForm } from "@/components/staff/inbox/bulk-form";
import { ExportLinks } from "@/components/staff/inbox/export-links";
import { FilterForm } from "@/components/staff/inbox/filter-form";
import { Pager } from "@/components/staff/inbox/pager";
import { InboxSelection } from "@/components/staff/inbox/selection";
import { SubmissionsTable } from "@/components/staff/inbox/submissions-table";
import { FilterErrors } from "@/components/staff/filter-errors";
import { requireStaffPage } from "@/lib/auth/staff-page";
import { db } from "@/lib/db/client";
import { loadMessages } from "@/lib/i18n/messages";
import { resolveLocale } from "@/lib/i18n/params";
import { staffPageMetadata } from "@/lib/seo/staff-metadata";
import { queryObject, submissionFilterSchema } from "@/lib/submissions/filters";
import { recordStaffView } from "@/lib/access-log/record";
import { listTableRows, listView, siteForms } from "@/lib/submissions/list";
import { assignableAccounts, ownerFilterAccounts } from "@/lib/submissions/update";
import { staffPaths } from "@/lib/staff/urls";
import { viewerTimeZone } from "@/lib/submissions/viewer-time-zone";
import { z } from "@/lib/validation/z";
import styles from "@/components/staff/staff.module.css";

type InboxPageProps = PageProps<"/[locale]/staff/submissions">;

export async function generateMetadata({ params }: InboxPageProps): Promise<Metadata> {
  return staffPageMetadata(await resolveLocale(params), staffPaths.submissions, "inbox");
}

/** Every submission of every kind, filtered, sorted and paged on the server; the view lives in the URL. */
export default async function InboxPage({ params, searchParams }: InboxPageProps) {
  const locale = await resolveLocale(params);
  const query = queryObject(await searchParams);
  const staff = await requireStaffPage(
    locale,
    `${staffPaths.submissions}?${new URLSearchParams(query as Record<string, string>)}`,
    "marketing",
  );
  const [messages, t, incoming, filterOwners] = await Promise.all([
    loadMessages(locale),
    getTranslations({ locale, namespace: "staff.inbox" }),
    headers(),
    ownerFilterAccounts(db()),
  ]);
  const timeZone = viewerTimeZone(incoming.get("cookie"));
  const parsed = submissionFilterSchema(messages.staff.errors).safeParse(query);
  const values = query as Record<string, string>;
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    return (
      <>
        <h1>{t("heading")}</h1>
        <FilterForm messages={messages} values={values} forms={siteForms} owners={filterOwners} errors={errors} />
        <FilterErrors message={t("invalid")} errors={errors} />
      </>
    );
  }
  const filters = parsed.data;
  const [page, owners] = await Promise.all([
    listTableRows(db(), filters, timeZone, { accountId: staff.accountId }),
    assignableAccounts(db()),
  ]);
  await recordStaffView({ headers: incoming }, staff, listView(filters, page));
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  return (
    <>
      <h1>{t("heading")}</h1>
      <FilterForm messages={messages} values={values} forms={siteForms} owners={filterOwners} />
      <div className={styles.toolbar}>
        <p role="status">
          {t("summary", { total: page.total })}
          {page.total > 0 && <span className={styles.muted}> · {t("range", { first, last, total: page.total })}</span>}
        </p>
        <ExportLinks filters={filters} locale={locale} />
      </div>
      {/* The bar stays when a change empties the view, so its "N rows changed." is still read. */}
      <InboxSelection rows={page.rows.map((row) => `${row.kind}/${row.sourceId}`)}>
        {page.rows.length ? (
          <SubmissionsTable rows={page.rows} filters={filters} messages={messages} timeZone={timeZone} />
        ) : (
          <p>{t("none")}</p>
        )}
        <BulkForm owners={owners} />
      </InboxSelection>
      {page.pages > 1 && <Pager filters={filters} pages={page.pages} />}
    </>
  );
}
