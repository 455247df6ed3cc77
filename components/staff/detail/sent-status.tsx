"use client";

import { createContext, use, useEffect, useRef, useState, type ReactNode } from "react";
import styles from "../staff.module.css";

interface SentLine {
  /** Says that the e-mail went out, and puts the focus on the line. */
  announce: (message: string) => void;
  /** Empties the line: a new send has started, and what it comes to is not known yet. */
  clear: () => void;
}

const SentContext = createContext<SentLine>({ announce: () => undefined, clear: () => undefined });

/**
 * A panel whose form sends an e-mail (a lead's reply, a privacy request's answer) and, after it, the line
 * that says it went out. A send draws the page again, which may put something else in place of the form
 * and leaves the focus on its pressed button or on nothing, so a status line inside the form would leave
 * unread; this one stays, is the only one that says it, and takes the focus: the reader is put back there,
 * and hears it once on arriving (no live region as well, which would read it a second time).
 */
export function SentStatus({ children }: { children: ReactNode }) {
  // A count beside the words: a second send with the same words still moves the focus.
  const [sent, setSent] = useState({ message: "", count: 0 });
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent.count) line.current?.focus();
  }, [sent.count]);
  const value: SentLine = {
    announce: (message) => setSent((last) => ({ message, count: last.count + 1 })),
    clear: () => setSent((last) => ({ ...last, message: "" })),
  };
  return (
    <SentContext value={value}>
      {children}
      <p ref={line} tabIndex={-1} className={styles.success}>
        {sent.message}
      </p>
    </SentContext>
  );
}

/** The panel's line outside the form: says that the e-mail was sent, or is emptied when a send starts. */
export const useSentStatus = () => use(SentContext);
