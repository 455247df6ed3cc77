import { HttpError, serviceUnavailable } from "./errors";

/** The JSON error body every route answers with: `{ message, fieldErrors? }`. */
export function errorResponse(error: HttpError): Response {
  const body = error.fieldErrors
    ? { message: error.message, fieldErrors: error.fieldErrors }
    : { message: error.message };
  return Response.json(body, { status: error.status, headers: error.headers });
}

/**
 * Another writer held the SQLite lock past the busy timeout: better-sqlite3 says SQLITE_BUSY, and
 * through Prisma's adapter it arrives as P1008 "Operation has timed out" (SocketTimeout).
 */
function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = String((error as { code?: unknown }).code ?? "");
  if (["SQLITE_BUSY", "SQLITE_LOCKED", "P1008"].includes(code)) return true;
  return /SQLITE_BUSY|database is locked|Operation has timed out|SocketTimeout/i.test(error.message);
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
