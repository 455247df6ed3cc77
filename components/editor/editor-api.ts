import { apiRequest, type ApiAnswer as RequestAnswer } from "@/lib/client/api-request";

/** An answer of the blog and staff APIs, with their `{ success, data }` envelope opened: `data`. */
export type ApiAnswer<T> = RequestAnswer<{ data?: T }> & { data?: T };

/** A call to the blog or staff API (JSON, or multipart for a FormData), with its errors in `locale`. */
export async function apiCall<T>(method: string, path: string, body?: unknown, locale?: string): Promise<ApiAnswer<T>> {
  const answer = await apiRequest<{ data?: T }>(method, path, { body, locale });
  return { ...answer, data: answer.body?.data };
}
