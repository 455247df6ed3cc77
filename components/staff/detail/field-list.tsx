import type { Messages } from "@/lib/i18n/messages";
import { fieldLabel, fieldValue } from "@/lib/submissions/field-labels";
import { formatDateTime } from "@/lib/i18n/time-zone";
import styles from "../staff.module.css";

interface FieldListProps {
  fields: Record<string, unknown>;
  messages: Messages;
  timeZone: string;
}

/** An e-mail address or a phone number as a link that writes or calls; anything else as text. */
function linked(key: string, value: string) {
  if (/^e-?mail$/i.test(key) && /^[^\s@]+@[^\s@]+$/.test(value)) return <a href={`mailto:${value}`}>{value}</a>;
  const digits = value.replace(/[^\d+]/g, "");
  if (/phone/i.test(key) && /^\+?\d{6,15}$/.test(digits)) return <a href={`tel:${digits}`}>{value}</a>;
  return value;
}

/**
 * Every field as the visitor typed it, labelled. Values are text nodes, so markup a visitor typed
 * shows as characters and never runs.
 */
export function FieldList({ fields, messages, timeZone }: FieldListProps) {
  const entries = Object.entries(fields)
    .map(([key, value]) => [
      key,
      value instanceof Date ? formatDateTime(value, timeZone) : fieldValue(messages, key, value),
    ])
    .filter(([, value]) => value !== "");
  return (
    <dl className={styles.fields}>
      {entries.map(([key, value]) => (
        <div key={key} style={{ display: "contents" }}>
          <dt>{fieldLabel(messages, key ?? "")}</dt>
          <dd>{linked(key ?? "", value ?? "")}</dd>
        </div>
      ))}
    </dl>
  );
}
