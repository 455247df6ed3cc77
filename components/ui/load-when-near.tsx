"use client";

import { lazy, useState, type ComponentType } from "react";
import { WhenNear, type WhenNearProps } from "./when-near";

/** The words the place shows before the part loads, and where it cannot. */
type Words = Pick<WhenNearProps, "loadLabel" | "failure">;

interface LoadWhenNearOptions {
  /** The box that holds the part's place while its code loads, about its height. */
  placeholderClassName: string | undefined;
  /** The button keyboard visitors reach before it loads (WhenNear's own look when absent). */
  buttonClassName?: string;
}

/**
 * A heavy part below the fold (a form, the wizard) as a component whose code is fetched only when a
 * visitor nears it or asks by keyboard. `load` is the part's dynamic import, written beside the caller
 * so the bundler splits the part off there. The component takes the part's props, `loadLabel`, the words
 * of that button, and `failure`, what shows where the part's code cannot be fetched.
 */
export function loadWhenNear<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { placeholderClassName, buttonClassName }: LoadWhenNearOptions,
) {
  // WhenNear draws the part once `preload` is done, so it renders the component it holds by then, at once.
  // Only where that import failed does React import again (`lazy`); a second failure shows WhenNear's notice.
  let loaded: ComponentType<Props> | undefined;
  const remember = (component: ComponentType<Props>) => (loaded = component);
  const preload = () => load().then(remember);
  const Retried = lazy(() => load().then((component) => ({ default: remember(component) })));
  const Part = (props: Props) => {
    // Chosen once: a part that swapped components would lose what the visitor typed.
    const [Component] = useState(() => loaded ?? Retried);
    return <Component {...props} />;
  };
  const placeholder = <div className={placeholderClassName} aria-hidden="true" />;
  return function LoadedWhenNear({ loadLabel, failure, ...props }: Props & Words) {
    return (
      <WhenNear {...{ loadLabel, failure, placeholder, preload, buttonClassName }}>
        <Part {...(props as Props)} />
      </WhenNear>
    );
  };
}
