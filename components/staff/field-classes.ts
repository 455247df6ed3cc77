import type { FieldClasses } from "@/components/ui/fields/field-frame";
import styles from "./staff.module.css";

/** The shared field family's parts in the back office's stylesheet, which styles the bare label. */
export const staffFieldClasses: FieldClasses = {
  field: styles.field!,
  hint: styles.hint!,
  error: styles.error!,
};
