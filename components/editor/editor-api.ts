import { apiRequest, type ApiResponse } from "@/lib/client/api-request";

/** A response of the blog and staff APIs, with their `{ success, data }` envelope opened: `data`. */
export type EditorResponse<T> = ApiResponse<{ data?: T }> & { data?: T };

/** A call to the blog or staff API (JSON, or multipart for a FormData), with its errors in `locale`. */
export async function apiCall<T>(
  method: string,
  path: string,
  body?: unknown,
  locale?: string,
): Promise<EditorResponse<T>> {
  const response = await apiRequest<{ data?: T }>(method, path, { body, locale });
  return { ...response, data: response.body?.data };
}
