"use client";

import type { FieldErrors } from "@/lib/http/errors";
import { IDEMPOTENCY_HEADER, LOCALE_HEADER } from "@/lib/http/header-names";

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
 * POSTs JSON the way every form does: to our /api, JSON in and out. `X-Locale` makes the
 * server's field messages speak the page's language; `Idempotency-Key` makes a retry of the same
 * submit harmless.
 */
export async function postJson(path: string, body: unknown, options: PostOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        [LOCALE_HEADER]: options.locale,
        [IDEMPOTENCY_HEADER]: options.idempotencyKey,
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new FormPostError(error instanceof DOMException && error.name === "AbortError" ? "aborted" : "network");
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return data;
  const payload = (data ?? {}) as { message?: unknown; fieldErrors?: FieldErrors };
  const message = response.status === 400 && typeof payload.message === "string" ? payload.message : undefined;
  throw new FormPostError("status", response.status, message, payload.fieldErrors);
}
