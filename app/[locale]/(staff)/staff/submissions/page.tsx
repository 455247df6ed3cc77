import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { BulkForm, BulkJump } from "@/components/staff/inbox/bulk-form";
import { ExportLinks } from "@/components/staff/inbox/export-links";
import { FilterForm } from "@/components/staff/inbox/filter-form";
import { Pager } from "@/components/staff/inbox/pager";
import { InboxSelection } from "@/components/staff/inbox/selection";
import { SubmissionsTable } from "@/components/staff/inbox/submissions-table";
import { FilterErrors } from "@/components/staff/filter-errors";
import { requireStaffPage } from "@/lib/auth/staff-page";
import { db } from "@/lib/db/client";
import { Link } from "@/lib/i18n/navigation";
import { loadMessages } from "@/lib/i18n/messages";
import { resolveLocale } from "@/lib/i18n/params";
import { staffPageMetadata } from "@/lib/seo/staff-metadata";
import { filterQuery, queryObject, submissionFilterSchema } from "@/lib/submissions/filters";
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
        <FilterErrors message={t("invalid")} errors={errors} labels={messages.staff.inbox} />
        <FilterForm messages={messages} values={values} forms={siteForms} owners={filterOwners} errors={errors} />
      </>
    );
  }
  const filters = parsed.data;
  const [page, owners] = await Promise.all([
    listTableRows(db(), filters, timeZone, { accountId: staff.accountId }),
    assignableAccounts(db()),
  ]);
  await recordStaffView({ headers: incoming }, staff, listView(filters, page));
  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  // A page past the end (an old link, or the last rows changed away): say so, and lead back to the last one.
  const pastEnd = page.total > 0 && page.rows.length === 0;
  return (
    <>
      <h1>{t("heading")}</h1>
      <FilterForm messages={messages} values={values} forms={siteForms} owners={filterOwners} />
      {/* The bar stays when a change empties the view, so its "N rows changed." is still read. */}
      <InboxSelection rows={page.rows.map((row) => `${row.kind}/${row.sourceId}`)}>
        <div className={styles.toolbar}>
          <div className={styles.actions}>
            <p role="status">
              {page.pages > 1 && !pastEnd
                ? t("range", { first, last, total: page.total })
                : t("summary", { total: page.total })}
            </p>
            <BulkJump />
          </div>
          <ExportLinks filters={filters} locale={locale} />
        </div>
        {page.rows.length ? (
          <SubmissionsTable rows={page.rows} filters={filters} messages={messages} timeZone={timeZone} />
        ) : pastEnd ? (
          <p>
            {t("pastEnd", { page: page.page, pages: page.pages })}{" "}
            <Link href={`${staffPaths.submissions}${filterQuery(filters, { page: page.pages })}`}>
              {t("lastPage", { pages: page.pages })}
            </Link>
          </p>
        ) : (
          <p>{t("none")}</p>
        )}
        <BulkForm owners={owners} />
      </InboxSelection>
      {page.pages > 1 && !pastEnd && <Pager filters={filters} pages={page.pages} />}
    </>
  );
}
