/** Field name → messages, as `z.flattenError(...).fieldErrors` gives them. */
export type FieldErrors = Record<string, string[] | undefined>;

/** An error with a status and a message safe to show the caller. Route handlers return it as JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new HttpError(400, message, fieldErrors);
export const unauthorized = (message = "Sign in to continue.") => new HttpError(401, message);
export const forbidden = (message = "This request is not allowed.") => new HttpError(403, message);
export const notFound = (message = "Not found.") => new HttpError(404, message);
export const conflict = (message: string, fieldErrors?: FieldErrors) => new HttpError(409, message, fieldErrors);
/** 428: a write that must name the version it was based on did not. */
export const preconditionRequired = (message: string) => new HttpError(428, message);
export const requestTimeout = () =>
  new HttpError(408, "The request arrived too slowly and was stopped. Please try again.");
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, `The request body is larger than the limit of ${limitBytes} bytes.`);
export const unsupportedMediaType = (expected: string) =>
  new HttpError(415, `The request body must be sent as ${expected}.`);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, "Too many requests. Please wait a moment and try again.", undefined, {
    "Retry-After": String(retryAfterSeconds),
  });
export const serviceUnavailable = (retryAfterSeconds: number) =>
  new HttpError(503, "The service is busy. Please try again in a moment.", undefined, {
    "Retry-After": String(retryAfterSeconds),
  });
