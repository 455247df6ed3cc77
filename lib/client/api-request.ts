import type { FieldErrors } from "@/lib/http/errors";
import { IDEMPOTENCY_HEADER, LOCALE_HEADER } from "@/lib/http/header-names";

/** What a call to our API came to, successful or not; it never throws. */
export interface ApiResponse<T = unknown> {
  ok: boolean;
  /** The HTTP status; 0 when the server was not reached or the call was aborted. */
  status: number;
  aborted: boolean;
  /** The response's JSON (undefined when it had none). */
  body?: T;
  /** The server's `message` on a failure: words it chose for the visitor (400s speak their language). */
  message?: string;
  fieldErrors?: FieldErrors;
  /** A 429's or 503's Retry-After, in seconds, when the server sent one. */
  retryAfterSeconds?: number;
}

export interface ApiOptions {
  /** JSON-encoded, or sent as multipart when it is a FormData. */
  body?: unknown;
  /** The page's language (`x-locale`): the server words its errors in it. */
  locale?: string;
  /** One value per submit, kept across its retries, so that a retry is stored once. */
  idempotencyKey?: string;
}

function headersFor({ body, locale, idempotencyKey }: ApiOptions): Record<string, string> {
  return {
    Accept: "application/json",
    ...(locale ? { [LOCALE_HEADER]: locale } : {}),
    ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
    ...(body === undefined || body instanceof FormData ? {} : { "Content-Type": "application/json" }),
  };
}

function parseResponse<T>(status: number, text: string, retryAfter: string | null = null): ApiResponse<T> {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const ok = status >= 200 && status < 300;
  if (ok) return { ok, status, aborted: false, body: body as T };
  const failure = (body ?? {}) as { message?: unknown; fieldErrors?: FieldErrors };
  const seconds = Number(retryAfter);
  return {
    ok,
    status,
    aborted: false,
    body: body as T,
    message: typeof failure.message === "string" ? failure.message : undefined,
    fieldErrors: failure.fieldErrors,
    ...(retryAfter && Number.isFinite(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {}),
  };
}

const unreached = (aborted: boolean): ApiResponse<never> => ({ ok: false, status: 0, aborted });

/** A call to our API with fetch: JSON in (or multipart) and JSON out, with the session cookie. */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  options: ApiOptions = {},
): Promise<ApiResponse<T>> {
  const { body } = options;
  try {
    const response = await fetch(path, {
      method,
      headers: headersFor(options),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
    const text = await response.text().catch(() => "");
    // Only a 429 or 503 says when to come back.
    const busy = response.status === 429 || response.status === 503;
    return parseResponse<T>(response.status, text, busy ? response.headers.get("retry-after") : null);
  } catch (error) {
    return unreached(error instanceof DOMException && error.name === "AbortError");
  }
}

export interface UploadHandle<T> {
  done: Promise<ApiResponse<T>>;
  abort: () => void;
}

/**
 * A multipart POST with XMLHttpRequest, because only its upload events report the bytes really sent:
 * `onProgress` gets 0–100 from them.
 */
export function uploadWithProgress<T = unknown>(
  path: string,
  body: FormData,
  options: Omit<ApiOptions, "body"> & { onProgress: (percent: number) => void },
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ApiResponse<T>>((resolve) => {
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(Math.floor((event.loaded / event.total) * 100));
    });
    xhr.addEventListener("load", () =>
      resolve(parseResponse<T>(xhr.status, xhr.responseText, xhr.getResponseHeader("retry-after"))),
    );
    xhr.addEventListener("error", () => resolve(unreached(false)));
    xhr.addEventListener("abort", () => resolve(unreached(true)));
  });
  xhr.open("POST", path);
  for (const [name, value] of Object.entries(headersFor({ ...options, body }))) xhr.setRequestHeader(name, value);
  xhr.send(body);
  return { done, abort: () => xhr.abort() };
}
