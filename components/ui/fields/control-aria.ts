interface ControlState {
  id: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

/** The ids of a field's hint and error (FieldShell renders them), by the id of its control. */
export const fieldPartIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

/** The ids a control names in aria-describedby: its hint and its error, where it has them. */
export function describedBy({ id, error, hint }: Pick<ControlState, "id" | "error" | "hint">) {
  const parts = fieldPartIds(id);
  return [hint && parts.hint, error && parts.error].filter(Boolean).join(" ") || undefined;
}

/**
 * What ties a control to its field (FieldShell): invalid while it has an error, required, and
 * described by the hint and the error under it.
 */
export function controlAria({ id, error, hint, required }: ControlState) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy({ id, error, hint }),
  };
}
