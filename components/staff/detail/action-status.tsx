import type { ActionState } from "./use-submission-action";
import styles from "../staff.module.css";

/** What the last change came to (saved, or why not), announced to assistive technology. */
export function ActionStatus({ state }: { state: ActionState }) {
  return (
    <span role="status" className={state.error ? styles.error : styles.success}>
      {state.error || state.message}
    </span>
  );
}
