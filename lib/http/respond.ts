import { HttpError, serviceUnavailable } from "./errors";

/** The JSON error body every route answers with: `{ message, fieldErrors? }`. */
export function errorResponse(error: HttpError): Response {
  const body = error.fieldErrors
    ? { message: error.message, fieldErrors: error.fieldErrors }
    : { message: error.message };
  return Response.json(body, { status: error.status, headers: error.headers });
}

/** SQLite answers SQLITE_BUSY when another writer holds the lock past the busy timeout. */
function isDatabaseBusy(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code ?? "")}` : "";
  return /SQLITE_BUSY|database is locked|Timed out during query execution|Socket timeout/i.test(text);
}

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response>;

/**
 * Wraps a route handler: HttpErrors become their JSON answer, a locked database a 503 with
 * Retry-After, anything else is logged once and answered with a generic JSON 500 (no stack trace).
 */
export function handleRoute<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    try {
      return await handler(request, ...rest);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      if (isDatabaseBusy(error)) return errorResponse(serviceUnavailable(2));
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      return Response.json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
    }
  };
}
