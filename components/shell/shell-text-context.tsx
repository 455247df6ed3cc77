"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ShellText } from "./shell-text";

const ShellTextContext = createContext<ShellText | null>(null);

/** Holds the chrome's words for its client parts, the error view among them (it gets no props from the server). */
export function ShellTextProvider({ value, children }: { value: ShellText; children: ReactNode }) {
  return <ShellTextContext.Provider value={value}>{children}</ShellTextContext.Provider>;
}

export function useShellText(): ShellText {
  const value = useContext(ShellTextContext);
  if (!value) throw new Error("useShellText must be used inside <ShellTextProvider>");
  return value;
}
