"use client";

import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { DemoTrigger } from "@/lib/config/brand";

// The popup's code (dialog, scheduling widget, call-back form) loads when a visitor first asks for
// it, not with every page: most visits never open it.
const DemoDialog = dynamic(() => import("./demo-dialog").then((module) => module.DemoDialog), { ssr: false });

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
  const [wanted, setWanted] = useState(false);
  const open = useCallback((next: DemoTrigger) => {
    setWanted(true);
    setTrigger(next);
  }, []);
  const close = useCallback(() => setTrigger(null), []);
  const value = useMemo(() => ({ trigger, open, close }), [trigger, open, close]);
  return (
    <DemoContext.Provider value={value}>
      {children}
      {wanted && <DemoDialog trigger={trigger} onClose={close} />}
    </DemoContext.Provider>
  );
}

export function useDemo(): DemoContextValue {
  const value = useContext(DemoContext);
  if (!value) throw new Error("useDemo must be used inside <DemoProvider>");
  return value;
}
