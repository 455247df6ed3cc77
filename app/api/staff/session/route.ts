import { staffSessionId } from "@/lib/auth/require-staff";
import { nameSession } from "@/lib/auth/session-name";
import { signInSchema } from "@/lib/auth/schemas";
import { signIn, signOut } from "@/lib/auth/sign-in";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { route, success } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** Whether this browser holds a valid staff session (the editor's automatic unlock). */
    GET: async (request) =>
      success(
        { authenticated: (await staffSessionId(request)) !== null },
        { headers: { "Cache-Control": "no-store" } },
      ),
    /** Sign in: the password is checked on the server; success sets the signed session cookie. */
    POST: async (request) => {
      const body = await readJson(request, 4096);
      assertSameOrigin(request);
      const { password, name } = parse(signInSchema, body);
      const cookie = await signIn(request, password);
      if (name) await nameSession(cookie, name);
      return success({ authenticated: true }, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
    },
    /** Sign out: the session row is deleted and the cookie cleared. */
    DELETE: async (request) => {
      assertSameOrigin(request);
      const headers = new Headers({ "Cache-Control": "no-store" });
      for (const cookie of await signOut(request)) headers.append("Set-Cookie", cookie);
      return success({ authenticated: false }, { headers });
    },
  },
  "success",
);
