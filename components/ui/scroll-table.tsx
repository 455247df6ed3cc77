import type { ReactNode } from "react";
import styles from "./scroll-table.module.css";

/**
 * A table of the back office in a frame that scrolls sideways on a narrow screen; the frame is a named
 * region with a tab stop, so a keyboard user can scroll it too. `captioned` names the table by the same
 * label, in a caption only screen readers read. Children: a shown caption if any, head and body.
 */
export function ScrollTable({
  label,
  captioned,
  labelledBy,
  className,
  children,
}: {
  label: string;
  captioned?: boolean;
  /** The id of a caption shown outside the frame, which names the table. */
  labelledBy?: string;
  /** The table's own look (a blog post's), in place of the back office's. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.wrap} tabIndex={0} role="region" aria-label={label}>
      <table className={className ?? styles.table} aria-labelledby={labelledBy}>
        {captioned && <caption className="visually-hidden">{label}</caption>}
        {children}
      </table>
    </div>
  );
}

/** A table's head row: a column header for each label, in order. */
export function ColumnHeads({ labels }: { labels: string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, column) => (
          <th key={column} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
