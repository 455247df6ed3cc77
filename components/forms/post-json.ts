"use client";

import { apiRequest } from "@/lib/client/api-request";
import type { FieldErrors } from "@/lib/http/errors";

/** Why a form post failed, in a shape the form can show in the visitor's language. */
export class FormPostError extends Error {
  constructor(
    readonly reason: "network" | "aborted" | "status",
    readonly status?: number,
    /** The server's own message: only 400 answers are localised by the server (X-Locale), so only those carry one. */
    readonly serverMessage?: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(serverMessage ?? `${reason} ${status ?? ""}`.trim());
    this.name = "FormPostError";
  }
}

export interface PostOptions {
  locale: string;
  idempotencyKey: string;
}

/**
 * A visitor form's POST: the answer's JSON, or a FormPostError the form shows. The page's language
 * makes the server's field messages speak it; the idempotency key makes a retry of the same submit harmless.
 */
export async function postJson(path: string, body: unknown, options: PostOptions): Promise<unknown> {
  const answer = await apiRequest("POST", path, { body, ...options });
  if (answer.ok) return answer.body;
  if (answer.status === 0) throw new FormPostError(answer.aborted ? "aborted" : "network");
  const message = answer.status === 400 ? answer.message : undefined;
  throw new FormPostError("status", answer.status, message, answer.fieldErrors);
}
