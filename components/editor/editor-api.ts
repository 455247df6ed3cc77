/** The answer of the blog and staff APIs, successful or not. */
export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  data?: T;
  message?: string;
  fieldErrors?: Record<string, string[] | undefined>;
}

/** JSON call to our API; the session cookie goes along (same origin). Network failures become status 0. */
export async function apiCall<T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method,
      headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
    const json = (await response.json().catch(() => ({}))) as {
      data?: T;
      message?: string;
      fieldErrors?: ApiAnswer<T>["fieldErrors"];
    };
    return {
      ok: response.ok,
      status: response.status,
      data: json.data,
      message: json.message,
      fieldErrors: json.fieldErrors,
    };
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : "Network Error" };
  }
}

/** A post as the staff API returns it (lib/blog/staff-posts.ts staffView). */
export interface StaffPost {
  id: string;
  title?: string;
  data_list: unknown;
  data_content: unknown;
  is_published: 0 | 1;
  is_live: boolean;
  has_unpublished_changes: boolean;
  updated_at: string;
}
