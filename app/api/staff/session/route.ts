import { handle, route, success } from "@/lib/api/route";
import { signInSchema } from "@/lib/auth/schemas";
import { signIn, signOut } from "@/lib/auth/sign-in";
import { staffIdentity } from "@/lib/auth/staff-identity";

export const dynamic = "force-dynamic";

function withCookies(setCookies: string[]): Headers {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** Whether this browser holds a valid staff session (the editor's automatic unlock). */
    GET: async (request) =>
      success({ authenticated: (await staffIdentity(request)) !== null }, { headers: { "Cache-Control": "no-store" } }),
    /** Sign in: e-mail, password and (with two-factor sign-in) a code, checked on the server; success sets the session cookie. */
    POST: handle({ sameOrigin: true, body: signInSchema, limit: 4096 }, async ({ request, body }) => {
      const { setCookies } = await signIn(request, body);
      return success({ authenticated: true }, { headers: withCookies(setCookies) });
    }),
    /** Sign out: the session row is deleted and the cookie cleared. */
    DELETE: handle({ sameOrigin: true }, async ({ request }) =>
      success({ authenticated: false }, { headers: withCookies(await signOut(request)) }),
    ),
  },
  "success",
);
