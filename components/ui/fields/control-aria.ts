interface ControlState {
  id: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

/**
 * What ties a control to its field (FieldShell): invalid while it has an error, required, and
 * described by the hint and the error under it, which FieldShell names `<id>-hint` and `<id>-error`.
 */
export function controlAria({ id, error, hint, required }: ControlState) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined,
  };
}
