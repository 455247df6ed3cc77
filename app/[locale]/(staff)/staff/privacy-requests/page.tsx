import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { ColumnHeads, ScrollTable } from "@/components/ui/scroll-table";
import { recordStaffAccess } from "@/lib/access-log/record";
import { requireStaffPage } from "@/lib/auth/staff-page";
import { db } from "@/lib/db/client";
import { Link } from "@/lib/i18n/navigation";
import { loadMessages } from "@/lib/i18n/messages";
import { resolveLocale } from "@/lib/i18n/params";
import { isOverdue, listPrivacyRequests } from "@/lib/privacy/staff-requests";
import { staffMetadata } from "@/lib/seo/staff-metadata";
import { staffPaths } from "@/lib/staff/urls";
import { formatDateTime, zoneLabelFor } from "@/lib/i18n/time-zone";
import { viewerTimeZone } from "@/lib/submissions/viewer-time-zone";
import styles from "@/components/staff/staff.module.css";

export const generateMetadata = staffMetadata(staffPaths.privacyRequests, "privacyRequests");

/**
 * Admins: the verified privacy requests with their due dates (10 days), open first, overdue marked, each
 * linked to its page where it is answered; viewing is logged.
 */
export default async function PrivacyRequestsPage({ params }: PageProps<"/[locale]/staff/privacy-requests">) {
  const locale = await resolveLocale(params);
  const admin = await requireStaffPage(locale, staffPaths.privacyRequests);
  const incoming = await headers();
  const timeZone = viewerTimeZone(incoming.get("cookie"));
  const [t, messages, rows] = await Promise.all([
    getTranslations({ locale, namespace: "staff.privacyRequests" }),
    loadMessages(locale),
    listPrivacyRequests(db()),
  ]);
  await recordStaffAccess({ headers: incoming }, admin, {
    action: "privacy-request.view",
    detail: { rows: rows.length },
  });
  const rights = messages.privacyRequest.form.rights;
  const now = new Date();
  return (
    <>
      <h1>{t("heading")}</h1>
      <p className={styles.muted}>{t("lead")}</p>
      {rows.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <ScrollTable label={t("caption", { zone: zoneLabelFor(locale, timeZone) })} captioned>
          <ColumnHeads
            labels={(
              ["id", "verifiedAt", "name", "contact", "right", "details", "dueAt", "status", "actions"] as const
            ).map((column) => t(`columns.${column}`))}
          />
          <tbody>
            {rows.map((row) => {
              const overdue = isOverdue(row, now);
              const lookup = new URLSearchParams({ email: row.email, ...(row.phone ? { phone: row.phone } : {}) });
              return (
                <tr key={row.id} data-overdue={overdue || undefined}>
                  <td>
                    <Link href={staffPaths.privacyRequest(row.id)}>{row.id}</Link>
                  </td>
                  <td className={styles.nowrap}>{row.verifiedAt && formatDateTime(row.verifiedAt, timeZone)}</td>
                  <td>{row.name}</td>
                  <td>
                    {row.email}
                    {row.phone && <br />}
                    {row.phone}
                  </td>
                  <td>{rights[row.right]}</td>
                  <td>{row.details}</td>
                  <td className={styles.nowrap}>
                    {row.dueAt && formatDateTime(row.dueAt, timeZone)}{" "}
                    {overdue && <span className={styles.badgeWarn}>{t("overdue")}</span>}
                  </td>
                  <td>
                    <span className={styles.badge}>
                      {t(`statuses.${row.status === "answered" ? "answered" : "open"}`)}
                    </span>
                    {row.answeredAt && ` (${formatDateTime(row.answeredAt, timeZone)}, ${row.answeredBy ?? ""})`}
                  </td>
                  <td>
                    <div className={styles.stack}>
                      <Link href={staffPaths.privacyRequest(row.id)}>
                        {t(row.status === "answered" ? "open" : "answer")}
                      </Link>
                      <Link href={`${staffPaths.privacyLookup}?${lookup}`}>{t("lookup")}</Link>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
    </>
  );
}
