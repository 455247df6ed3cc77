"use client";

import { createContext, use, useEffect, useRef, useState, type ReactNode } from "react";
import styles from "../staff.module.css";

const SentContext = createContext<(message: string) => void>(() => undefined);

/**
 * A panel whose form sends an e-mail (a lead's reply, a privacy request's answer) and, after it, the line
 * that says it went out. A send draws the page again, which may put something else in place of the form
 * and leaves the focus on its pressed button or on nothing, so a status line inside the form would leave
 * unread; this one stays, is the only one that says it, and takes the focus: the reader is put back there.
 */
export function SentStatus({ children }: { children: ReactNode }) {
  // A count beside the words: a second send with the same words still moves the focus.
  const [sent, setSent] = useState({ message: "", count: 0 });
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent.count) line.current?.focus();
  }, [sent]);
  return (
    <SentContext value={(message) => setSent((last) => ({ message, count: last.count + 1 }))}>
      {children}
      <p ref={line} role="status" tabIndex={-1} className={styles.success}>
        {sent.message}
      </p>
    </SentContext>
  );
}

/** Says, in the panel's line outside the form, that the e-mail was sent. */
export const useAnnounceSent = () => use(SentContext);
