import { get, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";

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
    // Read from the errors alone: getFieldState would subscribe the form to every keystroke's state.
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
    ...form.register(name),
  });
}
