"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { loadOnce } from "@/lib/client/load-once";
import type { DemoTrigger } from "@/lib/config/brand";

type Dialog = (typeof import("./demo-dialog"))["DemoDialog"];

// The popup's code (dialog, scheduling widget, call-back form) loads when a visitor first asks for it,
// not with every page: most visits never open it. Once loaded, it opens in the same render as the
// request (the Modular form preloads it while its submit is sent, so the popup opens with the response).
let loadedDialog: Dialog | null = null;

/** Fetches the popup's code ahead of an opening that is about to come. */
export const preloadDemoDialog = loadOnce(() =>
  import("./demo-dialog").then((module) => (loadedDialog = module.DemoDialog)),
);

interface DemoContextValue {
  trigger: DemoTrigger | null;
  open: (trigger: DemoTrigger) => void;
  close: () => void;
}

const DemoContext = createContext<DemoContextValue | null>(null);

/** Holds the demo popup's state: open with a trigger name, or closed; the popup mounts on its first opening. */
export function DemoProvider({ children }: { children: ReactNode }) {
  const [trigger, setTrigger] = useState<DemoTrigger | null>(null);
  // Once opened, the dialog stays mounted so closing it keeps its state (and its focus return).
  const [DemoDialog, setDemoDialog] = useState<Dialog | null>(null);
  const open = useCallback((next: DemoTrigger) => {
    setTrigger(next);
    if (loadedDialog) setDemoDialog(() => loadedDialog);
    else
      preloadDemoDialog().then(
        (dialog) => setDemoDialog(() => dialog),
        // The code did not arrive (a flaky connection): nothing opens, and the next press tries again.
        () => setTrigger(null),
      );
  }, []);
  const close = useCallback(() => setTrigger(null), []);
  const value = useMemo(() => ({ trigger, open, close }), [trigger, open, close]);
  return (
    <DemoContext.Provider value={value}>
      {children}
      {DemoDialog && <DemoDialog trigger={trigger} onClose={close} />}
    </DemoContext.Provider>
  );
}

export function useDemo(): DemoContextValue {
  const value = useContext(DemoContext);
  if (!value) throw new Error("useDemo must be used inside <DemoProvider>");
  return value;
}
