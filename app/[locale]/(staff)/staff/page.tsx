import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { DailyChart } from "@/components/staff/dashboard/daily-chart";
import { DailyTable } from "@/components/staff/dashboard/daily-table";
import { CampaignsTable } from "@/components/staff/dashboard/campaigns-table";
import { SourcesTable } from "@/components/staff/dashboard/sources-table";
import { PipelineTables } from "@/components/staff/dashboard/pipeline-tables";
import { redirect } from "next/navigation";
import { recordStaffView } from "@/lib/access-log/record";
import { allows } from "@/lib/auth/roles";
import { currentStaff, requireStaffPage } from "@/lib/auth/staff-page";
import type { StaffIdentity } from "@/lib/auth/staff-identity";
import { env } from "@/lib/config/env";
import { localizedPath } from "@/lib/i18n/paths";
import { db } from "@/lib/db/client";
import { Link } from "@/lib/i18n/navigation";
import { loadMessages } from "@/lib/i18n/messages";
import { resolveLocale } from "@/lib/i18n/params";
import { staffPageMetadata } from "@/lib/seo/staff-metadata";
import {
  failedNotifications,
  failedNotificationsView,
  lastDays,
  leadCounts,
  submissionsPerDay,
  topCampaigns,
  topSources,
  unworkedCounts,
} from "@/lib/submissions/dashboard";
import { filterQuery, NOT_NEWSLETTER } from "@/lib/submissions/filters";
import { pipelineValue } from "@/lib/submissions/pipeline";
import { openPrivacyRequests } from "@/lib/privacy/staff-requests";
import { staffPageRole } from "@/lib/staff/page-roles";
import { staffPaths } from "@/lib/staff/urls";
import { dayStart, formatDateTime } from "@/lib/i18n/time-zone";
import { viewerTimeZone } from "@/lib/submissions/viewer-time-zone";
import styles from "@/components/staff/staff.module.css";

type DashboardProps = PageProps<"/[locale]/staff">;

export async function generateMetadata({ params }: DashboardProps): Promise<Metadata> {
  return staffPageMetadata(await resolveLocale(params), staffPaths.dashboard, "dashboard");
}

/** What a marketer checks each morning: the last 30 days, where leads come from, what is unworked or undelivered. */
export default async function DashboardPage({ params }: DashboardProps) {
  const locale = await resolveLocale(params);
  // The back office's front door (where sign-in lands): an editor's work is the blog editor, not the leads.
  if (env().BLOG_EDITOR_ENABLED && isEditorOnly(await currentStaff())) redirect(localizedPath(locale, "/blog-editor"));
  const staff = await requireStaffPage(locale, staffPaths.dashboard);
  const incoming = await headers();
  const timeZone = viewerTimeZone(incoming.get("cookie"));
  const now = new Date();
  const since = dayStart(lastDays(now, timeZone)[0] ?? "", timeZone);
  const [messages, t, days, sources, campaigns, unworked, failed, leads, pipeline] = await Promise.all([
    loadMessages(locale),
    getTranslations({ locale, namespace: "staff.dashboard" }),
    submissionsPerDay(db(), now, timeZone),
    topSources(db(), since),
    topCampaigns(db(), since),
    unworkedCounts(db()),
    failedNotifications(db()),
    leadCounts(db(), timeZone, now),
    pipelineValue(db()),
  ]);
  if (failed.rows.length) await recordStaffView({ headers: incoming }, staff, failedNotificationsView(failed));
  // Only for those who may open the requests' page: their legal deadline is 10 days.
  const privacy = allows(staff.role, staffPageRole(staffPaths.privacyRequests))
    ? await openPrivacyRequests(db(), now)
    : null;
  return (
    <>
      <h1>{t("heading")}</h1>
      {privacy && (
        <section aria-labelledby="privacy-heading">
          <h2 id="privacy-heading">{t("privacy")}</h2>
          <ul className={styles.cards}>
            <li className={privacy.overdue ? styles.cardWarn : styles.card}>
              <Link href={staffPaths.privacyRequests}>
                <span className={styles.cardNumber}>{privacy.open}</span>
                {t("privacyOpen")}
              </Link>
              {privacy.nextDue && (
                <span className={`${styles.muted} ${styles.hint}`}>
                  <br />
                  {t("privacyNextDue")}:{" "}
                  <span className={styles.nowrap}>{formatDateTime(privacy.nextDue, timeZone)}</span>
                </span>
              )}
              {privacy.overdue > 0 && (
                <>
                  <br />
                  <span className={styles.badgeWarn}>{t("privacyOverdue", { count: privacy.overdue })}</span>
                </>
              )}
            </li>
          </ul>
        </section>
      )}
      <section aria-labelledby="leads-heading">
        <h2 id="leads-heading">{t("leads")}</h2>
        <ul className={styles.cards}>
          {(
            [
              ["unassigned", { kind: NOT_NEWSLETTER, owner: "none" }],
              ["overdue", { overdue: "yes" }],
            ] as const
          ).map(([count, filter]) => (
            <li key={count} className={styles.card}>
              <Link href={`${staffPaths.submissions}${filterQuery(filter)}`}>
                <span className={styles.cardNumber}>{leads[count]}</span>
                {t(count)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {/* Not a named region: its tables' scroll boxes are (axe: landmark-unique). */}
      <section>
        <h2 id="pipeline-heading">{t("pipeline")}</h2>
        <p className={styles.muted}>{t("pipelineHint")}</p>
        <PipelineTables pipeline={pipeline} messages={messages} locale={locale} />
      </section>
      <section aria-labelledby="unworked-heading">
        <h2 id="unworked-heading">{t("unworked")}</h2>
        {unworked.length ? (
          <ul className={styles.cards}>
            {unworked.map((entry) => (
              <li key={entry.kind} className={styles.card}>
                <Link
                  href={`${staffPaths.submissions}${filterQuery({ kind: entry.kind, status: "new", sort: "receivedAt" })}`}
                >
                  <span className={styles.cardNumber}>{entry.count}</span>
                  {messages.staff.kinds[entry.kind]}
                </Link>
                {entry.oldest && (
                  <span className={`${styles.muted} ${styles.hint}`}>
                    <br />
                    {t("oldest")}: <span className={styles.nowrap}>{formatDateTime(entry.oldest, timeZone)}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("allWorked")}</p>
        )}
      </section>
      <section aria-labelledby="per-day-heading">
        <h2 id="per-day-heading">{t("perDay")}</h2>
        <DailyChart days={days} messages={messages} label={t("chartLabel")} />
        <details className={styles.details}>
          <summary>{t("showTable")}</summary>
          <DailyTable days={days} messages={messages} />
        </details>
      </section>
      <section>
        <h2 id="sources-heading">{t("topSources")}</h2>
        <SourcesTable sources={sources} messages={messages} />
      </section>
      {/* Not a named region: its table's scroll box is one, by the same name (axe: landmark-unique). */}
      <section>
        <h2 id="campaigns-heading">{t("topCampaigns")}</h2>
        <CampaignsTable campaigns={campaigns} messages={messages} />
      </section>
      <section aria-labelledby="failed-heading">
        <h2 id="failed-heading">
          {t("failed")} ({failed.total})
        </h2>
        {failed.rows.length ? (
          <ul className={styles.list}>
            {failed.rows.map((row) => (
              <li key={row.id}>
                {formatDateTime(row.createdAt, timeZone)} · {row.subject}{" "}
                <span className={styles.muted}>({row.lastError})</span>{" "}
                {row.submission && <Link href={staffPaths.submission(row.submission)}>{t("open")}</Link>}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("noFailed")}</p>
        )}
      </section>
    </>
  );
}

const isEditorOnly = (staff: StaffIdentity | null) =>
  staff !== null && allows(staff.role, "editor") && !allows(staff.role, "marketing");
