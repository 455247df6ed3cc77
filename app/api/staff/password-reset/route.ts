import { handle, route } from "@/lib/api/route";
import { requestPasswordReset } from "@/lib/auth/password-links";
import { resetRequestSchema } from "@/lib/auth/schemas";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** "Forgot your password": the same 202 whether or not the address has an account; 429 like sign-in. */
  POST: handle(
    { sameOrigin: true, words: "staff.accountErrors", body: resetRequestSchema, limit: 1024 },
    async ({ request, body, locale }) => {
      await requestPasswordReset(request, body.email, locale);
      return Response.json({ ok: true }, { status: 202, headers: { "Cache-Control": "no-store" } });
    },
  ),
});
