import { useEffect, useState, type Dispatch, type SetStateAction } from "react";

/**
 * What the field `id` holds now if someone changed it from `drawn` (its value, or for a checkbox whether
 * it is ticked) before the page hydrated; undefined otherwise. React keeps such input in the field but
 * reports nothing, so a controlled field's state stays at `drawn` and the next render puts it back. (A
 * textarea drawn with text is set back to it by React's hydration itself: that typing is out of reach.)
 */
export function typedBeforeHydration<T extends string | boolean>(id: string, drawn: T): T | undefined {
  const field = document.getElementById(id);
  if (!(
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  ))
    return undefined;
  const held = typeof drawn === "boolean" ? field instanceof HTMLInputElement && field.checked : field.value;
  return held === drawn ? undefined : (held as T);
}

/** Runs `take` once, when the component first mounts: where a form takes over what was typed before hydration. */
export function useAtHydration(take: () => void): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- at mount only: later input reaches the state itself
  useEffect(take, []);
}

/**
 * useState for the controlled field `id` (drawn from `initial`), which keeps what was typed, chosen or
 * ticked before the page hydrated: a fast hand (or a test) is not lost, and a button the value gates wakes.
 */
export function useFieldState(id: string, initial: boolean): [boolean, Dispatch<SetStateAction<boolean>>];
/** The value's type is `T` if named (a role), else any string: not the literal the field starts with. */
export function useFieldState<T extends string = string>(
  id: string,
  initial: NoInfer<T>,
): [T, Dispatch<SetStateAction<T>>];
export function useFieldState<T extends string | boolean>(id: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(initial);
  useAtHydration(() => {
    const typed = typedBeforeHydration(id, initial);
    if (typed !== undefined) setValue(typed);
  });
  return [value, setValue];
}
