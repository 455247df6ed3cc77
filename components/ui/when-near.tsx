"use client";

import { Component, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { onceNear } from "./defer";
import buttons from "./buttons.module.css";

export interface WhenNearProps {
  /** Rendered once the place comes within 600 px of the viewport (or is asked for) and `preload` has settled. */
  children: ReactNode;
  /** Holds the place until then. */
  placeholder: ReactNode;
  /**
   * Names what loads here, on a button at the top of the placeholder. Keyboard and screen-reader
   * visitors reach it with Tab (they never scroll the part near): focusing or pressing it loads the
   * part at once and moves focus to its first field.
   */
  loadLabel: string;
  /** Fetches the part's code: the part is drawn once it is in, and the button keeps focus until then. */
  preload: () => Promise<unknown>;
  /** The button's look (a light one on a dark ground); the secondary button by default. */
  buttonClassName?: string;
  /** What shows instead of a part whose code could not be fetched twice, and its reload button's words. */
  failure: { text: string; reload: string };
}

const fields = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, button';

/** Focuses the first field inside `container` as soon as one appears (the part's code is still loading). */
function focusFirstFieldOnArrival(container: HTMLElement): () => void {
  const tryFocus = () => {
    const first = container.querySelector<HTMLElement>(fields);
    if (!first) return false;
    first.focus();
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => tryFocus() && observer.disconnect());
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Draws `children` only when a visitor nears them or asks for them, for heavy parts below the fold (a form,
 * a wizard): their code is fetched then (`preload`), while the button and the placeholder stay. A child that
 * still suspends (a `lazy` one whose import failed and is tried again) shows the placeholder alone meanwhile.
 */
export function WhenNear({ children, placeholder, loadLabel, preload, buttonClassName, failure }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [asked, setAsked] = useState(false);
  // The code first, then the part: drawn before its code is in, the part would show the bare placeholder,
  // which React then keeps for 300 ms at least (its Suspense fallback throttle), and the page would move twice.
  const arrive = useCallback(
    () =>
      void preload()
        .catch(() => undefined) // drawn anyway: the lazy part imports again, and a failure shows LoadFailed
        .finally(() => setNear(true)),
    [preload],
  );
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    return onceNear(element, "600px", arrive);
  }, [near, arrive]);
  // A layout effect: focus moves in the same commit that removes the focused button, never via <body>.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!asked || !near || !element) return;
    // The button is gone: hold focus on this place (not the page's start) until the first field is in.
    if (!element.contains(document.activeElement)) element.focus({ preventScroll: true });
    return focusFirstFieldOnArrival(element);
  }, [asked, near]);
  const load = () => {
    if (asked) return;
    setAsked(true);
    arrive();
  };
  // The page paints before its scripts run: a visitor may Tab onto the button before React listens, and
  // that focus event is gone. Once hydrated, a button that already holds focus loads as if just focused.
  const loadIfFocused = (button: HTMLButtonElement | null) => {
    if (button && button === document.activeElement) queueMicrotask(load);
  };
  return (
    <div ref={ref} tabIndex={asked ? -1 : undefined} data-when-near={near ? "drawn" : "held"}>
      {near ? (
        <ErrorBoundary fallback={<LoadFailed failure={failure} buttonClassName={buttonClassName} />}>
          <Suspense fallback={placeholder}>{children}</Suspense>
        </ErrorBoundary>
      ) : (
        <>
          <button
            ref={loadIfFocused}
            type="button"
            className={buttonClassName ?? buttons.secondary}
            onFocus={load}
            onClick={load}
          >
            {loadLabel}
          </button>
          {placeholder}
        </>
      )}
    </div>
  );
}

/**
 * Shows `fallback` instead of children that threw while rendering: React catches render errors only in
 * a class component. react-error-boundary did the same for 0.4 KB more of every page's JavaScript (the
 * footer's newsletter form is drawn through here), over the content pages' budget (docs/benchmark.md).
 */
class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A part whose code is gone (most often a tab opened before a deploy, whose old files the server no longer has)
 * says so in its place, instead of the error taking the whole page; reloading fetches the new ones.
 */
function LoadFailed({ failure, buttonClassName }: Pick<WhenNearProps, "failure" | "buttonClassName">) {
  return (
    <div role="alert">
      <p>{failure.text}</p>
      <button type="button" className={buttonClassName ?? buttons.secondary} onClick={() => window.location.reload()}>
        {failure.reload}
      </button>
    </div>
  );
}
