import { databaseUnavailable } from "./database-errors";
import { HttpError } from "./errors";

/** The JSON error body every route answers with: `{ message, fieldErrors? }`. */
export function errorResponse(error: HttpError): Response {
  const body = error.fieldErrors
    ? { message: error.message, fieldErrors: error.fieldErrors }
    : { message: error.message };
  return Response.json(body, { status: error.status, headers: error.headers });
}

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response>;

/**
 * Wraps a route handler: HttpErrors become their JSON answer, a locked, full or read-only database
 * a 503 with Retry-After, anything else is logged once and answered with a generic JSON 500 (no stack trace).
 */
export function handleRoute<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    try {
      return await handler(request, ...rest);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      const unavailable = databaseUnavailable(error);
      if (unavailable) return errorResponse(unavailable);
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      return Response.json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
    }
  };
}
