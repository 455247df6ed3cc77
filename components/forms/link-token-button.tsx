"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { apiRequest } from "@/lib/client/api-request";
import buttons from "@/components/ui/buttons.module.css";
import intro from "@/components/ui/page-intro.module.css";

interface LinkTokenButtonProps {
  /** POST /api/subscribe/confirm or /api/unsubscribe. */
  endpoint: string;
  token: string;
  locale: string;
  /** `lead`: what pressing the button does, shown until it has. */
  labels: { lead: string; button: string; done: string; failed: string };
}

/**
 * The one button of a page an e-mail link opens (newsletter confirmation, unsubscribe): the page's GET
 * changes nothing, since mail scanners open links; pressing the button does, with the link's token.
 * Once done, the lead that asked for the press and the button give way to the line that says it is done.
 */
export function LinkTokenButton({ endpoint, token, locale, labels }: LinkTokenButtonProps) {
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [error, setError] = useState("");
  const status = useRef<HTMLParagraphElement>(null);
  // The button the focus was on is gone: the focus moves to the line in its place, which screen readers read
  // out on arriving (once: it is no live region as well). Not scrolled: the line sits where the pressed button
  // was, and scrolling would tuck it under the header.
  useEffect(() => {
    if (state === "done") status.current?.focus({ preventScroll: true });
  }, [state]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState("busy");
    setError("");
    const response = await apiRequest("POST", endpoint, { body: { token }, locale });
    if (response.ok) return setState("done");
    setState("idle");
    setError(response.status === 410 && response.message ? response.message : labels.failed);
  };

  if (state === "done")
    return (
      <p ref={status} className={intro.lead} tabIndex={-1}>
        {labels.done}
      </p>
    );
  return (
    <>
      <p className={intro.lead}>{labels.lead}</p>
      <form onSubmit={submit} method="post">
        {error && <p role="alert">{error}</p>}
        <button type="submit" className={buttons.primary} aria-disabled={state === "busy"}>
          {labels.button}
        </button>
      </form>
    </>
  );
}
