import type { FieldClasses } from "@/components/ui/fields/field-frame";
import styles from "./editor.module.css";

/** The shared field family's parts in the editor's stylesheet, which styles the bare label. */
export const editorFieldClasses: FieldClasses = {
  field: styles.field!,
  hint: styles.hint!,
  error: styles.fieldError!,
};
