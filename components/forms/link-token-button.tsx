"use client";

import { useState, type FormEvent } from "react";
import { apiRequest } from "@/lib/client/api-request";
import buttons from "@/components/ui/buttons.module.css";

interface LinkTokenButtonProps {
  /** POST /api/subscribe/confirm or /api/unsubscribe. */
  endpoint: string;
  token: string;
  locale: string;
  labels: { button: string; done: string; failed: string };
}

/**
 * The one button of a page an e-mail link opens (newsletter confirmation, unsubscribe): the page's GET
 * changes nothing, since mail scanners open links; pressing the button does, with the link's token.
 */
export function LinkTokenButton({ endpoint, token, locale, labels }: LinkTokenButtonProps) {
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [error, setError] = useState("");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState("busy");
    setError("");
    const response = await apiRequest("POST", endpoint, { body: { token }, locale });
    if (response.ok) return setState("done");
    setState("idle");
    setError(response.status === 410 && response.message ? response.message : labels.failed);
  };

  if (state === "done") return <p role="status">{labels.done}</p>;
  return (
    <form onSubmit={submit} method="post">
      {error && <p role="alert">{error}</p>}
      <button type="submit" className={buttons.primary} aria-disabled={state === "busy"}>
        {labels.button}
      </button>
    </form>
  );
}
