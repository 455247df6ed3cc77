import styles from "./staff.module.css";

/** A list page's alert for a query its filter schema refused: the message, then each field's errors. */
export function FilterErrors({ message, errors }: { message: string; errors: Record<string, string[] | undefined> }) {
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      <ul className={styles.list}>
        {Object.entries(errors).map(([field, list]) => (
          <li key={field}>
            {field}: {list?.join(" ")}
          </li>
        ))}
      </ul>
    </div>
  );
}
