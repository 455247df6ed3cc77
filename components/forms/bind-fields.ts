import { get, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from "react-hook-form";

/**
 * What a form's fields all take from it, given a field's name: the id (the form's prefix and the name,
 * unless one is given), the error to show and the registration. Spread last onto a ui/fields control.
 */
export function bindFields<Input extends FieldValues, Values>(
  form: UseFormReturn<Input, unknown, Values>,
  idPrefix: string,
) {
  const field = (name: Path<Input>, id = `${idPrefix}-${name}`, options?: RegisterOptions<Input>) => ({
    id,
    // Read from the errors alone: getFieldState would subscribe the form to every keystroke's state.
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
    ...form.register(name, options),
  });
  /** A select checked as soon as a value is chosen, where the form's other fields wait for blur. */
  field.checkedOnChoice = (name: Path<Input>) => field(name, undefined, { onChange: () => void form.trigger(name) });
  return field;
}
