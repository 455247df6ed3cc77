import { handleRoute } from "./respond";

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response>;

/** `{ success: true, data }`: the answer shape the blog and news clients read. */
export function success(data: unknown, init?: ResponseInit): Response {
  return Response.json({ success: true, data }, init);
}

/**
 * handleRoute for the `{ success, data }` APIs: errors keep their `{ message, fieldErrors? }`
 * body and status, with `success: false` added so clients can test one flag.
 */
export function handleApiRoute<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  const inner = handleRoute(handler);
  return async (request, ...rest) => {
    const response = await inner(request, ...rest);
    if (response.ok || !response.headers.get("content-type")?.includes("application/json")) return response;
    const body = (await response.json()) as Record<string, unknown>;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return Response.json({ success: false, ...body }, { status: response.status, headers });
  };
}
