import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { Fragment, type ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ChangeHistory, replyState } from "@/components/staff/detail/change-history";
import { FieldList } from "@/components/staff/detail/field-list";
import { NoteForm } from "@/components/staff/detail/note-form";
import { NotificationPanel } from "@/components/staff/detail/notification-panel";
import { SpamToggle } from "@/components/staff/detail/spam-toggle";
import { StartDownload } from "@/components/staff/detail/start-download";
import { OwnerForm } from "@/components/staff/detail/owner-form";
import { ReplyForm } from "@/components/staff/detail/reply-form";
import { SentStatus } from "@/components/staff/detail/sent-status";
import { StatusForm } from "@/components/staff/detail/status-form";
import { Timeline } from "@/components/staff/detail/timeline";
import { UnsavedChanges } from "@/components/staff/detail/unsaved-changes";
import { recordStaffView } from "@/lib/access-log/record";
import { requireStaffPage } from "@/lib/auth/staff-page";
import type { Submission } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { Link } from "@/lib/i18n/navigation";
import { loadMessages } from "@/lib/i18n/messages";
import { resolveLocale } from "@/lib/i18n/params";
import { formatBytes } from "@/lib/report/notification";
import { staffPageMetadata } from "@/lib/seo/staff-metadata";
import { parseRef } from "@/lib/submissions/kinds";
import { submissionDetail } from "@/lib/submissions/detail";
import { formLabel } from "@/lib/submissions/field-labels";
import { formPage } from "@/lib/submissions/form-pages";
import { REPLY_TAG } from "@/lib/submissions/delivery";
import { leadLanguage, replyDrafts } from "@/lib/submissions/reply";
import { fill } from "@/lib/staff/team";
import { DOWNLOAD_PARAM, staffPaths } from "@/lib/staff/urls";
import { assignableAccounts } from "@/lib/submissions/update";
import { formatDateTime, localDay, zoneLabelFor } from "@/lib/i18n/time-zone";
import { closedStatuses, overdueBefore } from "@/lib/submissions/where";
import { viewerTimeZone } from "@/lib/submissions/viewer-time-zone";
import styles from "@/components/staff/staff.module.css";

type DetailPageProps = PageProps<"/[locale]/staff/submissions/[kind]/[id]">;

export async function generateMetadata({ params }: DetailPageProps): Promise<Metadata> {
  const { kind, id } = await params;
  return staffPageMetadata(await resolveLocale(params), `/staff/submissions/${kind}/${id}`, "detail");
}

/** The visit's landing as the detail page lists it: the five utm parameters, the page and the referrer. */
function attributionRows(submission: Submission) {
  return [
    ["utm_source", submission.utmSource],
    ["utm_medium", submission.utmMedium],
    ["utm_campaign", submission.utmCampaign],
    ["utm_term", submission.utmTerm],
    ["utm_content", submission.utmContent],
    ["landing_page", submission.landingPage],
    ["referrer", submission.referrer],
  ] as const;
}

/** A part of the page named by its heading; `panel` frames it (the right column's forms). */
function Section({
  name,
  title,
  panel,
  children,
}: {
  name: string;
  title: string;
  panel?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${name}-heading`} className={panel ? styles.panel : undefined}>
      <h2 id={`${name}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

function refOrNotFound(kind: string, id: string) {
  try {
    return parseRef(kind, id, "");
  } catch (error) {
    if (error instanceof HttpError) notFound();
    throw error;
  }
}

/** One submission: what the visitor sent, where from, files, notification, workflow, notes, the person's other submissions. */
export default async function SubmissionPage({ params, searchParams }: DetailPageProps) {
  const locale = await resolveLocale(params);
  const { kind, id } = await params;
  const download = (await searchParams)[DOWNLOAD_PARAM];
  const staff = await requireStaffPage(
    locale,
    `/staff/submissions/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
  );
  const ref = refOrNotFound(kind, id);
  const [detail, messages, t, incoming, owners] = await Promise.all([
    submissionDetail(db(), ref),
    loadMessages(locale),
    getTranslations({ locale, namespace: "staff.detail" }),
    headers(),
    assignableAccounts(db()),
  ]);
  if (!detail) notFound();
  await recordStaffView({ headers: incoming }, staff, {
    action: "submission.view",
    target: `${ref.kind}/${ref.sourceId}`,
  });
  const timeZone = viewerTimeZone(incoming.get("cookie"));
  const { submission, reference, fields, files, terms, timeline } = detail;
  // A file link followed through sign-in lands here (files/[id]/route.ts): its download starts on this page.
  const downloading = files.find((file) => String(file.id) === download);
  const apiUrl = `/api/staff/submissions/${ref.kind}/${ref.sourceId}`;
  const followUp = submission.followUpAt ? localDay(submission.followUpAt, timeZone) : "";
  const overdue =
    submission.followUpAt !== null &&
    submission.followUpAt < overdueBefore(timeZone) &&
    !(closedStatuses as readonly string[]).includes(submission.status);
  const page = formPage(submission.form);
  const replyLanguage = await leadLanguage(db(), submission);
  const replies = submission.notifications.filter((message) => message.tag === REPLY_TAG);
  const templates = await replyDrafts(db(), submission, staff);
  // A report request's order confirmations: when each went, by whom, and whether it arrived.
  const confirmations = submission.audit.filter((entry) => entry.action === "confirmation");
  return (
    // Each panel saves on its own: leaving with one unsaved asks first (the back link, any link, the tab).
    <UnsavedChanges>
      <p>
        <Link href={staffPaths.submissions}>← {t("back")}</Link>
      </p>
      <h1>
        {t("heading", {
          kind: messages.staff.kinds[submission.kind],
          name: submission.name || submission.email || t("noName"),
        })}
      </h1>
      {/* The number the visitor was given and quotes when they call or write. */}
      {reference && (
        <p>
          {messages.staff.fields.reference}: <strong>{reference}</strong>
        </p>
      )}
      <div className={styles.grid}>
        <div>
          <Section name="fields" title={t("fields")}>
            <FieldList fields={fields} messages={messages} timeZone={timeZone} locale={locale} />
          </Section>
          {downloading && <StartDownload href={staffPaths.file(downloading.id)} name={downloading.originalName} />}
          {submission.kind === "report" && (
            <Section name="files" title={t("files")}>
              {files.length ? (
                <ul className={styles.list}>
                  {files.map((file) => (
                    <li key={file.id}>
                      <a href={staffPaths.file(file.id)} download={file.originalName}>
                        {file.originalName}
                      </a>{" "}
                      <span className={styles.muted}>{formatBytes(file.size, locale, messages)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>{t("noFiles")}</p>
              )}
            </Section>
          )}
          <Section name="source" title={t("source")}>
            <dl className={styles.fields}>
              <dt>{t("receivedAt")}</dt>
              <dd>
                <time dateTime={submission.receivedAt.toISOString()}>
                  {formatDateTime(submission.receivedAt, timeZone)}
                </time>{" "}
                <span className={styles.muted}>({zoneLabelFor(locale, timeZone, submission.receivedAt)})</span>
              </dd>
              <dt>{t("form")}</dt>
              <dd>
                {formLabel(messages, submission.form)}
                {page && <span className={styles.muted}> · {page}</span>}
              </dd>
              {attributionRows(submission).map(([key, value]) => (
                <Fragment key={key}>
                  <dt>{messages.staff.fields[key]}</dt>
                  <dd>{value ?? <span className={styles.muted}>{t("noAttribution")}</span>}</dd>
                </Fragment>
              ))}
            </dl>
          </Section>
          <Section name="consent" title={t("consent")}>
            <dl className={styles.fields}>
              <dt>{t("privacyConsent")}</dt>
              <dd>
                {submission.consentedAt ? (
                  t("consentGiven", {
                    version: submission.consentVersion ?? "",
                    date: formatDateTime(submission.consentedAt, timeZone),
                  })
                ) : (
                  <span className={styles.muted}>{t("consentNotRecorded")}</span>
                )}
              </dd>
              <dt>{t("marketingConsent")}</dt>
              <dd>
                {detail.marketing === "notRecorded" ? (
                  <span className={styles.muted}>{t("consentNotRecorded")}</span>
                ) : (
                  t(`marketingStates.${detail.marketing}`)
                )}
              </dd>
              {terms && (
                <>
                  <dt>{t("termsConsent")}</dt>
                  <dd>
                    {terms.agreedAt ? (
                      t("termsGiven", { version: terms.version ?? "", date: formatDateTime(terms.agreedAt, timeZone) })
                    ) : (
                      <span className={styles.muted}>{t("consentNotRecorded")}</span>
                    )}
                  </dd>
                </>
              )}
            </dl>
          </Section>
          <Section name="timeline" title={t("timeline")}>
            <Timeline items={timeline} messages={messages} timeZone={timeZone} />
          </Section>
        </div>
        <div>
          <Section name="workflow" title={t("workflow")} panel>
            <StatusForm url={apiUrl} status={submission.status} />
            {submission.statusChangedAt && (
              <p className={styles.muted}>
                {t("statusBy", {
                  who: submission.statusChangedBy ?? "",
                  date: formatDateTime(submission.statusChangedAt, timeZone),
                })}
              </p>
            )}
            <h3>{t("spam")}</h3>
            <SpamToggle url={apiUrl} isSpam={submission.isSpam} />
          </Section>
          <Section name="owner" title={t("ownerPanel")} panel>
            {overdue && (
              <p role="status" className={styles.error}>
                {t("overdue")}
              </p>
            )}
            <OwnerForm url={apiUrl} owners={owners} owner={submission.ownerId} followUp={followUp} />
          </Section>
          {submission.email && (
            <Section name="reply" title={messages.staff.reply.heading} panel>
              {submission.kind === "report" && (
                <ul className={styles.list} aria-label={messages.staff.reply.templates.confirmation}>
                  {confirmations.length ? (
                    confirmations.map((entry) => (
                      <li key={entry.id}>
                        {fill(messages.staff.reply.confirmationSent, {
                          date: formatDateTime(entry.at, timeZone),
                          who: entry.actor,
                          state:
                            messages.staff.reply.states[
                              replyState(replies.find((message) => String(message.id) === entry.newValue))
                            ],
                        })}
                      </li>
                    ))
                  ) : (
                    <li className={styles.muted}>{messages.staff.reply.confirmationNone}</li>
                  )}
                </ul>
              )}
              <SentStatus>
                <ReplyForm url={apiUrl} email={submission.email} language={replyLanguage} templates={templates} />
              </SentStatus>
            </Section>
          )}
          <Section name="notes" title={t("notes")}>
            {submission.notes.length ? (
              <ul className={styles.list}>
                {submission.notes.map((note) => (
                  <li key={note.id}>
                    <p style={{ margin: 0, whiteSpace: "pre-wrap" }}>{note.body}</p>
                    <span className={styles.muted}>
                      {t("noteBy", { who: note.author, date: formatDateTime(note.createdAt, timeZone) })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{t("noNotes")}</p>
            )}
            <NoteForm url={apiUrl} />
          </Section>
          <Section name="notification" title={t("notifications")}>
            <NotificationPanel
              notifications={submission.notifications}
              acknowledgement={submission.acknowledgement}
              apiUrl={apiUrl}
              timeZone={timeZone}
            />
          </Section>
          <Section name="history" title={t("history")}>
            <ChangeHistory entries={submission.audit} messages={messages} timeZone={timeZone} replies={replies} />
          </Section>
        </div>
      </div>
    </UnsavedChanges>
  );
}
