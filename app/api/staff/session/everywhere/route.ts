import { handle, route, success } from "@/lib/api/route";
import { signOutEverywhere } from "@/lib/auth/sign-in";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** Sign out everywhere: every session of this account ends (this one too) and this cookie is cleared. */
    DELETE: handle({ sameOrigin: true, role: "signed-in" }, async ({ request, staff }) => {
      const headers = new Headers({ "Cache-Control": "no-store" });
      for (const cookie of await signOutEverywhere(request, staff)) headers.append("Set-Cookie", cookie);
      return success({ authenticated: false }, { headers });
    }),
  },
  "success",
);
