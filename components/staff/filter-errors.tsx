import styles from "./staff.module.css";

interface FilterErrorsProps {
  message: string;
  errors: Record<string, string[] | undefined>;
  /** The form's words, where each filter's label is under its name in the URL ("from" → "접수 시작일"). */
  labels: Record<string, unknown>;
}

/**
 * A list page's alert for a query its filter schema refused: the message, then each field's errors under
 * its label. Drawn above the filters, so it is the first thing read, on a phone too.
 */
export function FilterErrors({ message, errors, labels }: FilterErrorsProps) {
  const label = (field: string) => (typeof labels[field] === "string" ? labels[field] : field);
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      <ul className={styles.list}>
        {Object.entries(errors).map(([field, list]) => (
          <li key={field}>
            {label(field)}: {list?.join(" ")}
          </li>
        ))}
      </ul>
    </div>
  );
}
