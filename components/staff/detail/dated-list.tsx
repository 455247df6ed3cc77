import type { Key, ReactNode } from "react";
import { formatDateTime } from "@/lib/i18n/time-zone";
import styles from "../staff.module.css";

interface DatedListProps<T> {
  items: T[];
  /** Said, muted, when there are no items. */
  empty: string;
  at: (item: T) => Date;
  timeZone: string;
  children: (item: T) => ReactNode;
}

/** A submission's dated entries (its history, the sender's other submissions): each opens with its time. */
export function DatedList<T extends { id: Key }>({ items, empty, at, timeZone, children }: DatedListProps<T>) {
  if (!items.length) return <p className={styles.muted}>{empty}</p>;
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <time dateTime={at(item).toISOString()}>{formatDateTime(at(item), timeZone)}</time> {children(item)}
        </li>
      ))}
    </ol>
  );
}
