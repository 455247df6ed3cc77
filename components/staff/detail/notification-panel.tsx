import { getTranslations } from "next-intl/server";
import { ACKNOWLEDGEMENT_TAG, REPLY_TAG } from "@/lib/submissions/delivery";
import type { SubmissionDetail } from "@/lib/submissions/detail";
import { formatDateTime } from "@/lib/i18n/time-zone";
import { ResendButton } from "./resend-button";
import styles from "../staff.module.css";

interface NotificationPanelProps {
  notifications: SubmissionDetail["submission"]["notifications"];
  /** The sender's acknowledgement: "limited" when the hourly limit kept it from being sent. */
  acknowledgement: SubmissionDetail["submission"]["acknowledgement"];
  apiUrl: string;
  timeZone: string;
}

/**
 * Each notification of the submission (the team's e-mail, a CRM sync, the sender's acknowledgement):
 * its state, attempts, last error, when it was sent; "send again" when it failed. An acknowledgement
 * the hourly limit held back is said so.
 */
export async function NotificationPanel({ notifications, acknowledgement, apiUrl, timeZone }: NotificationPanelProps) {
  const t = await getTranslations("staff");
  const limited = acknowledgement === "limited" && <li>{t("detail.acknowledgementLimited")}</li>;
  if (!notifications.length && !limited) return <p className={styles.muted}>{t("detail.noNotifications")}</p>;
  return (
    <ul className={styles.list}>
      {limited}
      {notifications.map((message) => (
        <li key={message.id}>
          <strong>
            {t("detail.notificationKind", {
              kind:
                message.tag === ACKNOWLEDGEMENT_TAG
                  ? "acknowledgement"
                  : message.tag === REPLY_TAG
                    ? "reply"
                    : message.kind,
            })}
          </strong>
          :{" "}
          {message.status === "failed" ? (
            <span className={styles.badgeWarn}>{t("delivery.failed")}</span>
          ) : message.status === "sent" ? (
            t("delivery.sent")
          ) : (
            t("delivery.pending", { attempts: message.attempts })
          )}
          <dl className={styles.fields}>
            <dt>{t("detail.queuedAt")}</dt>
            <dd>{formatDateTime(message.createdAt, timeZone)}</dd>
            <dt>{t("detail.attempts")}</dt>
            <dd>{message.attempts}</dd>
            {message.sentAt && (
              <>
                <dt>{t("detail.sentAt")}</dt>
                <dd>{formatDateTime(message.sentAt, timeZone)}</dd>
              </>
            )}
            {message.lastError && (
              <>
                <dt>{t("detail.lastError")}</dt>
                <dd>{message.lastError}</dd>
              </>
            )}
          </dl>
          {message.status === "failed" && <ResendButton url={apiUrl} outboxId={message.id} />}
        </li>
      ))}
    </ul>
  );
}
