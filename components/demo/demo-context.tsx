"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { DemoTrigger } from "@/lib/config/brand";
import { DemoDialog } from "./demo-dialog";

interface DemoContextValue {
  trigger: DemoTrigger | null;
  open: (trigger: DemoTrigger) => void;
  close: () => void;
}

const DemoContext = createContext<DemoContextValue | null>(null);

/** Holds the demo popup's state: open with a trigger name, or closed. */
export function DemoProvider({ children }: { children: ReactNode }) {
  const [trigger, setTrigger] = useState<DemoTrigger | null>(null);
  const open = useCallback((next: DemoTrigger) => setTrigger(next), []);
  const close = useCallback(() => setTrigger(null), []);
  const value = useMemo(() => ({ trigger, open, close }), [trigger, open, close]);
  return (
    <DemoContext.Provider value={value}>
      {children}
      <DemoDialog trigger={trigger} onClose={close} />
    </DemoContext.Provider>
  );
}

export function useDemo(): DemoContextValue {
  const value = useContext(DemoContext);
  if (!value) throw new Error("useDemo must be used inside <DemoProvider>");
  return value;
}
