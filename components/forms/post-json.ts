"use client";

import { apiRequest } from "@/lib/client/api-request";
import type { FieldErrors } from "@/lib/http/errors";

/** Why a form post failed, in a shape the form can show in the visitor's language. */
export class FormPostError extends Error {
  constructor(
    readonly reason: "network" | "aborted" | "status",
    readonly status?: number,
    /** The server's own message: only 400 responses are localised by the server (X-Locale), so only those carry one. */
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
 * A visitor form's POST: the response's JSON, or a FormPostError the form shows. The page's language
 * makes the server's field messages speak it; the idempotency key makes a retry of the same submit harmless.
 */
export async function postJson(path: string, body: unknown, options: PostOptions): Promise<unknown> {
  const response = await apiRequest("POST", path, { body, ...options });
  if (response.ok) return response.body;
  if (response.status === 0) throw new FormPostError(response.aborted ? "aborted" : "network");
  const message = response.status === 400 ? response.message : undefined;
  throw new FormPostError("status", response.status, message, response.fieldErrors);
}
