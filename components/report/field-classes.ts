import type { FieldClasses } from "@/components/ui/fields/field-shell";
import styles from "./report-wizard.module.css";

/** The shared field family's parts in the wizard's stylesheet. */
export const reportFieldClasses: FieldClasses = {
  field: styles.field!,
  label: styles.label!,
  asterisk: styles.required!,
  hint: styles.hint!,
  error: styles.error!,
};

/** The wizard's look for a FieldShell: its own classes, and errors without the warning sign. */
export const reportFieldLook = { classes: reportFieldClasses, errorIcon: false };
