"use client";

import { createContext, use, useState, type ReactNode } from "react";
import styles from "../staff.module.css";

const SentContext = createContext<(message: string) => void>(() => undefined);

/**
 * A privacy request's answer (the form, or what was sent) and, after it, the line that says the answer
 * went out. A send draws the page again with the answer in place of the form, so a status line inside the
 * form would leave unread; this one stays, and is the only one that says it (read once, as it appears).
 */
export function AnswerSentStatus({ children }: { children: ReactNode }) {
  const [sent, setSent] = useState("");
  return (
    <SentContext value={setSent}>
      {children}
      <p role="status" className={styles.success}>
        {sent}
      </p>
    </SentContext>
  );
}

/** Says, in the line outside the form, that the answer was sent. */
export const useAnnounceSent = () => use(SentContext);
