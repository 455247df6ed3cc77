import type { ServerResponse } from "node:http";

/** Applies a held `writeHead(status, [message], [headers])` to the response, to be sent with the body. */
export function applyHead(response: ServerResponse, args: unknown[]): void {
  const [status, second, third] = args;
  if (typeof status === "number") response.statusCode = status;
  if (typeof second === "string") response.statusMessage = second;
  const headers = typeof second === "object" && second !== null ? second : third;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(String(headers[i]), headers[i + 1] as string);
  } else if (headers && typeof headers === "object") {
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined) response.setHeader(name, value as string);
  }
}
