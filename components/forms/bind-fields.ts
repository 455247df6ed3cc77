import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * What a form's fields all take from it, given a field's name: the id (the form's prefix and the name,
 * unless one is given), the error to show and the registration. Spread last onto a ui/fields control.
 */
export function bindFields<Input extends FieldValues, Values>(
  form: UseFormReturn<Input, unknown, Values>,
  idPrefix: string,
) {
  return (name: Path<Input>, id = `${idPrefix}-${name}`) => ({
    id,
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name),
  });
}
