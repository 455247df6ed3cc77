import type { ReactNode } from "react";
import { controlAria } from "@/components/ui/fields/control-aria";
import { FieldFrame } from "@/components/ui/fields/field-frame";
import { staffFieldClasses } from "../field-classes";

/** What a filter's control carries: its id, its name in the URL, and what ties it to its field (controlAria). */
type FilterControl = { id: string; name: string } & ReturnType<typeof controlAria>;

interface FilterFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** The filter's errors in an invalid view, shown together. */
  errors?: string[];
  children: (control: FilterControl) => ReactNode;
}

/** One filter of the inbox: the shared field in the back office's look, named as in the URL. */
export function FilterField({ name, label, hint, errors, children }: FilterFieldProps) {
  const id = `filter-${name}`;
  const error = errors?.length ? errors.join(" ") : undefined;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} classes={staffFieldClasses} errorIcon={false} plain>
      {children({ id, name, ...controlAria({ id, hint, error }) })}
    </FieldFrame>
  );
}
