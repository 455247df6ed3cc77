import { LOCALE_HEADER } from "@/lib/http/header-names";

/** The answer of the blog and staff APIs, successful or not (status 0: the server was not reached). */
export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  data?: T;
  message?: string;
  fieldErrors?: Record<string, string[] | undefined>;
}

/**
 * JSON (or multipart, for a FormData body) call to our API with the session cookie; `locale` asks
 * the server to word its errors in the editor's language.
 */
export async function apiCall<T>(method: string, path: string, body?: unknown, locale?: string): Promise<ApiAnswer<T>> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  try {
    const response = await fetch(path, {
      method,
      headers: {
        Accept: "application/json",
        ...(locale ? { [LOCALE_HEADER]: locale } : {}),
        ...(body === undefined || isForm ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
    const json = (await response.json().catch(() => ({}))) as Omit<ApiAnswer<T>, "ok" | "status">;
    return { ok: response.ok, status: response.status, ...json };
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : "Network Error" };
  }
}
