import type { Messages } from "@/lib/i18n/messages";
import { fieldLabel, fieldValue } from "@/lib/submissions/field-labels";
import { formatDateTime } from "@/lib/i18n/time-zone";
import { currencies, formatPrice, type Currency } from "@/lib/money/prices";
import { siteAreaFoldedKeys, siteAreaText, storedSiteArea } from "@/lib/report/site-area";
import styles from "../staff.module.css";

interface FieldListProps {
  fields: Record<string, unknown>;
  messages: Messages;
  timeZone: string;
  /** The reader's language, for amounts ("1,500,000원") and areas ("1,090.9㎡"). */
  locale: string;
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
export function FieldList({ fields, messages, timeZone, locale }: FieldListProps) {
  // A report's total reads as the visitor saw it, currency included, in one row.
  const currency = (currencies as readonly unknown[]).includes(fields.currency) ? (fields.currency as Currency) : null;
  // So does its site area: the figure, its unit and the 평 typed or about it ("1,090.9㎡ (약 330평)").
  const area = storedSiteArea(fields);
  const folded = new Set([...(currency ? ["currency"] : []), ...siteAreaFoldedKeys(fields, area)]);
  const entries = Object.entries(fields)
    .filter(([key]) => !folded.has(key))
    .map(([key, value]) => [
      key,
      value instanceof Date
        ? formatDateTime(value, timeZone)
        : key === "total" && currency && typeof value === "number"
          ? formatPrice(value, currency, locale)
          : key === "siteArea" && area
            ? siteAreaText(area, locale, messages.staff.siteArea)
            : fieldValue(messages, key, value),
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
