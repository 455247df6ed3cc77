import type { Metadata } from "next";
import { Fragment, type ReactNode } from "react";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SentStatus } from "@/components/staff/detail/sent-status";
import { PrivacyAnswerForm } from "@/components/staff/privacy/privacy-answer-form";
import { recordStaffAccess } from "@/lib/access-log/record";
import { requireStaffPage } from "@/lib/auth/staff-page";
import { db } from "@/lib/db/client";
import { Link } from "@/lib/i18n/navigation";
import { loadMessages } from "@/lib/i18n/messages";
import { resolveLocale } from "@/lib/i18n/params";
import { formatDateTime } from "@/lib/i18n/time-zone";
import { answerDraft, requestHoldings, requesterLocale } from "@/lib/privacy/answer";
import { findPrivacyRequest, isOverdue } from "@/lib/privacy/staff-requests";
import { staffPageMetadata } from "@/lib/seo/staff-metadata";
import { staffPaths } from "@/lib/staff/urls";
import { viewerTimeZone } from "@/lib/submissions/viewer-time-zone";
import styles from "@/components/staff/staff.module.css";

type RequestPageProps = PageProps<"/[locale]/staff/privacy-requests/[id]">;

export async function generateMetadata({ params }: RequestPageProps): Promise<Metadata> {
  const { id } = await params;
  return staffPageMetadata(await resolveLocale(params), staffPaths.privacyRequest(Number(id)), "privacyRequests");
}

/**
 * Admins: one verified privacy request, what the site still holds about its sender, and its answer:
 * the form that e-mails it (an erasure request whose data is still held says so and asks first), or,
 * once answered, what was sent, when and by whom. Viewing is logged.
 */
export default async function PrivacyRequestPage({ params }: RequestPageProps) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const admin = await requireStaffPage(locale, `${staffPaths.privacyRequests}/${encodeURIComponent(id)}`);
  const row = await findPrivacyRequest(db(), Number(id));
  if (!row) notFound();
  const incoming = await headers();
  const timeZone = viewerTimeZone(incoming.get("cookie"));
  const [t, messages, { counts, held }] = await Promise.all([
    getTranslations({ locale, namespace: "staff.privacyRequests" }),
    loadMessages(locale),
    requestHoldings(db(), row),
  ]);
  await recordStaffAccess({ headers: incoming }, admin, {
    action: "privacy-request.view",
    target: `privacy-request/${row.id}`,
    // The request's state, not a response's code: its own key, which the log's page labels and says in words.
    detail: { right: row.right, requestStatus: row.status, stillHeld: held },
  });
  const answered = row.status === "answered";
  const overdue = isOverdue(row);
  const language = t(`languages.${requesterLocale(row)}`);
  const lookup = new URLSearchParams({ email: row.email, ...(row.phone ? { phone: row.phone } : {}) });
  const when = (date: Date | null) => (date ? formatDateTime(date, timeZone) : "");
  const fields: [string, ReactNode][] = [
    [t("fields.name"), row.name],
    [t("fields.email"), row.email],
    ...(row.phone ? [[t("fields.phone"), row.phone] as [string, string]] : []),
    [t("fields.right"), messages.privacyRequest.form.rights[row.right]],
    [t("fields.details"), row.details || t("noDetails")],
    [t("fields.verifiedAt"), when(row.verifiedAt)],
    [
      t("fields.dueAt"),
      <Fragment key="due">
        {when(row.dueAt)} {overdue && <span className={styles.badgeWarn}>{t("overdue")}</span>}
      </Fragment>,
    ],
    [
      t("fields.status"),
      <span key="status" className={styles.badge}>
        {t(`statuses.${answered ? "answered" : "open"}`)}
      </span>,
    ],
    [t("fields.language"), language],
  ];
  return (
    <>
      <p>
        <Link href={staffPaths.privacyRequests}>{t("back")}</Link>
      </p>
      <h1>{t("requestHeading", { id: row.id })}</h1>
      <p className={styles.muted}>{t("requestLead", { name: row.name })}</p>
      <div className={styles.stack}>
        <dl className={styles.fields}>
          {fields.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <section aria-labelledby="held-heading" className={styles.panel}>
          <h2 id="held-heading">{t("heldHeading")}</h2>
          <p>
            {held ? t("heldCounts", pick(counts, "submissions", "files", "outbox", "newsletter")) : t("nothingHeld")}
          </p>
          <p>
            <Link href={`${staffPaths.privacyLookup}?${lookup}`}>{t("lookup")}</Link>
          </p>
        </section>
        <SentStatus>
          {answered ? (
            <section aria-labelledby="answer-heading" className={styles.panel}>
              <h2 id="answer-heading">{t("answeredHeading")}</h2>
              {row.answerText !== null ? (
                <>
                  <p className={styles.muted}>
                    {t("answeredLine", { at: when(row.answeredAt), by: row.answeredBy ?? "", address: row.email })}
                  </p>
                  <dl className={styles.fields}>
                    <dt>{t("subject")}</dt>
                    <dd>{row.answerSubject}</dd>
                    <dt>{t("body")}</dt>
                    <dd>{row.answerText}</dd>
                  </dl>
                </>
              ) : (
                <p>{t("answeredWithoutText", { at: when(row.answeredAt), by: row.answeredBy ?? "" })}</p>
              )}
            </section>
          ) : (
            <section aria-labelledby="answer-heading" className={styles.panel}>
              <h2 id="answer-heading">{t("answerHeading")}</h2>
              <PrivacyAnswerForm
                id={row.id}
                email={row.email}
                language={language}
                draft={await answerDraft(row)}
                held={row.right === "erasure" && held}
              />
            </section>
          )}
        </SentStatus>
      </div>
    </>
  );
}

const pick = <T extends object, K extends keyof T>(object: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;
