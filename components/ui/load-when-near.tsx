"use client";

import { lazy, type ComponentType } from "react";
import { WhenNear } from "./when-near";

interface LoadWhenNearOptions {
  /** The box that holds the part's place while its code loads, about its height. */
  placeholderClassName: string | undefined;
  /** The button keyboard visitors reach before it loads (WhenNear's own look when absent). */
  buttonClassName?: string;
}

/**
 * A heavy part below the fold (a form, the wizard) as a component whose code is fetched only when a
 * visitor nears it or asks by keyboard. `load` is the part's dynamic import, written beside the caller
 * so the bundler splits the part off there. The component takes the part's props and `loadLabel`,
 * the words of that button.
 */
export function loadWhenNear<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { placeholderClassName, buttonClassName }: LoadWhenNearOptions,
) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  const placeholder = <div className={placeholderClassName} aria-hidden="true" />;
  return function LoadedWhenNear({ loadLabel, ...props }: Props & { loadLabel: string }) {
    return (
      <WhenNear placeholder={placeholder} loadLabel={loadLabel} preload={load} buttonClassName={buttonClassName}>
        <Part {...(props as Props)} />
      </WhenNear>
    );
  };
}
