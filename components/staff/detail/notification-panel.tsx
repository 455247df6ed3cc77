import { getTranslations } from "next-intl/server";
import type { SubmissionDetail } from "@/lib/submissions/detail";
import { formatDateTime } from "@/lib/submissions/time-zone";
import { ResendButton } from "./resend-button";
import styles from "../staff.module.css";

interface NotificationPanelProps {
  notifications: SubmissionDetail["submission"]["notifications"];
  apiUrl: string;
  timeZone: string;
}

/** Each notification of the submission: its state, attempts, last error, when it was sent; "send again" when it failed. */
export async function NotificationPanel({ notifications, apiUrl, timeZone }: NotificationPanelProps) {
  const t = await getTranslations("staff");
  if (!notifications.length) return <p className={styles.muted}>{t("detail.noNotifications")}</p>;
  return (
    <ul className={styles.list}>
      {notifications.map((message) => (
        <li key={message.id}>
          <strong>{t("detail.notificationKind", { kind: message.kind })}</strong>:{" "}
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
