// Builds real Requests for the exported route handlers, as a same-origin browser would send them.
let ipCounter = 0;

/** A fresh client address per test, so the per-IP rate limit of one test never affects another. */
export function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

export interface JsonPostOptions {
  ip?: string;
  headers?: Record<string, string>;
}

export function jsonPost(pathname: string, body: unknown, options: JsonPostOptions = {}): Request {
  return new Request(`http://localhost:3000${pathname}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      host: "localhost:3000",
      "x-forwarded-for": options.ip ?? freshIp(),
      ...options.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The second argument Next passes to a dynamic route's handler. */
export const routeParams = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });
