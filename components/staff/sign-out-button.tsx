"use client";

import { useState } from "react";
import { signOut } from "./session-api";

interface SignOutButtonProps {
  label: string;
  busyLabel: string;
  /** Where to go once the session is ended: the sign-in page of this language. */
  signInPath: string;
  /** Every session of the account, in every browser, not only this one. */
  everywhere?: boolean;
}

/** Ends the session (or every session of the account) on the server, then loads the sign-in page. */
export function SignOutButton({ label, busyLabel, signInPath, everywhere = false }: SignOutButtonProps) {
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    await signOut(everywhere); // never throws: a failed call still leaves for the sign-in page
    // A full load: every server-rendered part of the page forgets the session.
    window.location.assign(signInPath);
  };
  return (
    <button type="button" onClick={leave} disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
