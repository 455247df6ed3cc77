import "server-only";
import { cleanStrings } from "./clean-text";
import { databaseUnavailable } from "./database-errors";
import { HttpError } from "./errors";

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof methods)[number];
type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;
type RouteHandler<C> = (request: Request, context?: C) => Promise<Response>;

/** How a route responds: `plain` JSON, or the `{ success, data }` envelope the blog and news clients read. */
export type Envelope = "plain" | "success";

/** `{ success: true, data }`: a successful response of an enveloped route. */
export function success(data: unknown, init?: ResponseInit): Response {
  return Response.json({ success: true, data }, init);
}

/** The JSON error body: `{ message, fieldErrors? }`, with `success: false` first on enveloped routes. */
export function errorResponse(error: HttpError, envelope: Envelope = "plain"): Response {
  const body = {
    ...(envelope === "success" ? { success: false } : {}),
    message: error.message,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
  };
  return Response.json(body, { status: error.status, headers: error.headers });
}

function failureResponse(request: Request, error: unknown, envelope: Envelope): Response {
  if (error instanceof HttpError) return errorResponse(error, envelope);
  const unavailable = databaseUnavailable(error);
  if (unavailable) return errorResponse(unavailable, envelope);
  console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
  return errorResponse(new HttpError(500, "Something went wrong on our side. Please try again."), envelope);
}

/** The URL's segments ("/api/blog-posts/a%00b") without NUL or lone surrogates, like all request text (clean-text.ts). */
function withCleanParams<C>(context: C | undefined): C | undefined {
  if (!context || typeof context !== "object" || !("params" in context)) return context;
  return { ...context, params: Promise.resolve(context.params).then(cleanStrings) };
}

/**
 * A route module's handlers, each failing the same way: HttpError as JSON, a busy database 503, anything
 * else logged and a generic 500, a missing method 405 (docs/architecture.md, "Where a request goes").
 */
export function route<C = { params: Promise<object> }>(
  handlers: Partial<Record<Method, Handler<C>>>,
  envelope: Envelope = "plain",
): Record<Method, RouteHandler<C>> {
  const allowed = methods.filter((method) => handlers[method]);
  const refuse = (request: Request) =>
    new HttpError(405, `${request.method} is not allowed here. Use ${allowed.join(" or ")}.`, undefined, {
      Allow: allowed.join(", "),
    });
  const wrap =
    (handler: Handler<C> | undefined): RouteHandler<C> =>
    async (request, context) => {
      try {
        if (!handler) throw refuse(request);
        // Next always passes the context; a test may call a route without params with the request alone.
        return await handler(request, withCleanParams(context) as C);
      } catch (error) {
        return failureResponse(request, error, envelope);
      }
    };
  return Object.fromEntries(methods.map((method) => [method, wrap(handlers[method])])) as Record<
    Method,
    RouteHandler<C>
  >;
}
