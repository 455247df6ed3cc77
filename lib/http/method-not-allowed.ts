import { HttpError } from "./errors";
import { errorResponse } from "./respond";

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof methods)[number];
type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/**
 * Completes a route module's handlers: every method it does not implement answers 405 with a JSON
 * message and an Allow header, instead of Next's empty 405.
 *   export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({ POST: handleRoute(...) });
 */
export function apiRoute<C = { params: Promise<object> }>(
  handlers: Partial<Record<Method, Handler<C>>>,
): Record<Method, Handler<C>> {
  const allowed = methods.filter((method) => handlers[method]);
  const refuse: Handler<C> = (request) =>
    errorResponse(
      new HttpError(405, `${request.method} is not allowed here. Use ${allowed.join(" or ")}.`, undefined, {
        Allow: allowed.join(", "),
      }),
    );
  return Object.fromEntries(methods.map((method) => [method, handlers[method] ?? refuse])) as Record<
    Method,
    Handler<C>
  >;
}

/**
 * The 405 handlers for the methods a route module does not export, for modules that export their
 * handlers one by one:  export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
 */
export function refuseOtherMethods<C = { params: Promise<object> }>(...allowed: Method[]): Record<Method, Handler<C>> {
  const placeholder: Handler<C> = () => new Response(null);
  return apiRoute<C>(Object.fromEntries(allowed.map((method) => [method, placeholder])));
}
