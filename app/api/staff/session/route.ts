import { z } from "@/lib/validation/z";
import { staffSessionId } from "@/lib/auth/require-staff";
import { nameSession } from "@/lib/auth/session-name";
import { signIn, signOut } from "@/lib/auth/sign-in";
import { parsePayload } from "@/lib/blog/parse-payload";
import { handleApiRoute, success } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

export const dynamic = "force-dynamic";

const signInSchema = z.object({
  password: z.string().min(1, { error: "password is required" }).max(200),
  /** Asked by the back office's sign-in page, for the audit log; the editor's lock screen sends none. */
  name: z.string().trim().max(80, { error: "name has at most 80 characters" }).optional(),
});

/** Whether this browser holds a valid staff session (the editor's automatic unlock). */
export const GET = handleApiRoute(async (request) =>
  success({ authenticated: (await staffSessionId(request)) !== null }, { headers: { "Cache-Control": "no-store" } }),
);

/** Sign in: the password is checked on the server; success sets the signed session cookie. */
export const POST = handleApiRoute(async (request) => {
  const body = await readJson(request, 4096);
  assertSameOrigin(request);
  const { password, name } = parsePayload(signInSchema, body);
  const cookie = await signIn(request, password);
  if (name) await nameSession(cookie, name);
  return success({ authenticated: true }, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
});

/** Sign out: the session row is deleted and the cookie cleared. */
export const DELETE = handleApiRoute(async (request) => {
  assertSameOrigin(request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of await signOut(request)) headers.append("Set-Cookie", cookie);
  return success({ authenticated: false }, { headers });
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { PUT, PATCH } = refuseOtherMethods("GET", "POST", "DELETE");
