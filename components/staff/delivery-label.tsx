import type { Messages } from "@/lib/i18n/messages";
import type { Delivery } from "@/lib/submissions/delivery";
import { fill } from "@/lib/staff/team";
import { formatDateTime } from "@/lib/i18n/time-zone";
import styles from "./staff.module.css";

/** A notification's state in words: sent (when), pending with its attempts, failed with the last error. */
export function DeliveryLabel({
  delivery,
  messages,
  timeZone,
}: {
  delivery: Delivery;
  messages: Messages;
  timeZone: string;
}) {
  const text = messages.staff.delivery;
  switch (delivery.state) {
    case "sent":
      return (
        <span>
          {text.sent}
          {delivery.sentAt && <span className={styles.muted}> {formatDateTime(delivery.sentAt, timeZone)}</span>}
        </span>
      );
    case "failed":
      return (
        <span>
          <span className={styles.badgeWarn}>{text.failed}</span>{" "}
          <span className={styles.muted}>{delivery.lastError}</span>
        </span>
      );
    case "pending":
      return <span>{fill(text.pending, { attempts: delivery.attempts })}</span>;
    case "sending":
      return <span>{text.sending}</span>;
    default:
      return <span className={styles.muted}>{text.none}</span>;
  }
}
