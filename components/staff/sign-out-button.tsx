"use client";

import { useState } from "react";
import { signOut } from "./session-api";

interface SignOutButtonProps {
  label: string;
  busyLabel: string;
  /** Where to go once the session is ended: the sign-in page of this language. */
  signInPath: string;
}

/** Ends the session on the server (the row and the cookie), then loads the sign-in page. */
export function SignOutButton({ label, busyLabel, signInPath }: SignOutButtonProps) {
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    await signOut(); // never throws: a failed call still leaves for the sign-in page
    // A full load: every server-rendered part of the page forgets the session.
    window.location.assign(signInPath);
  };
  return (
    <button type="button" onClick={leave} disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
