"use client";

import { useEffect, useState } from "react";
import { apiCall } from "./editor-api";
import { EditorWorkspace } from "./editor-workspace";
import { PasswordGate } from "./password-gate";

/**
 * The editor: locked until the server accepts the password. The automatic unlock of the original
 * (a password kept in localStorage) is replaced by asking the server whether the session cookie is valid.
 */
export function BlogEditor() {
  const [state, setState] = useState<"checking" | "locked" | "unlocked">("checking");
  useEffect(() => {
    let live = true;
    void apiCall<{ authenticated: boolean }>("GET", "/api/staff/session").then((answer) => {
      if (live) setState(answer.data?.authenticated ? "unlocked" : "locked");
    });
    return () => {
      live = false;
    };
  }, []);
  if (state === "checking") return <p aria-busy="true" />;
  if (state === "locked") return <PasswordGate onUnlock={() => setState("unlocked")} />;
  return <EditorWorkspace onSignedOut={() => setState("locked")} />;
}
