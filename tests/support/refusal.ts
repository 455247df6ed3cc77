import { expect } from "@jest/globals";

/**
 * Checks that a route refused the request with 400 and exactly this response: the form-level message and,
 * where the route names fields, the messages per field (lib/api/route.ts writes both).
 */
export async function expectRefused(response: Response, message: string, fieldErrors?: Record<string, unknown[]>) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual(fieldErrors ? { message, fieldErrors } : { message });
}

/** The same for an enveloped route (the blog's, staff sign-in: `success: false` first), with its status. */
export async function expectEnvelopedRefusal(
  response: Response,
  status: number,
  message: string,
  fieldErrors?: Record<string, unknown[]>,
) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ success: false, message, ...(fieldErrors ? { fieldErrors } : {}) });
}
