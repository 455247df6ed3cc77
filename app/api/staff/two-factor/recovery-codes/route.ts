import { handle, route } from "@/lib/api/route";
import { twoFactorProofSchema } from "@/lib/auth/schemas";
import { renewRecoveryCodes } from "@/lib/auth/two-factor";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Ten new recovery codes for the signed-in account (password or current code again); the old ones stop working. */
  POST: handle(
    { sameOrigin: true, role: "signed-in", words: "staff.twoFactorErrors", body: twoFactorProofSchema, limit: 1024 },
    async ({ request, staff, words, body }) =>
      Response.json(
        { backupCodes: await renewRecoveryCodes(request, staff, body, words) },
        { headers: { "Cache-Control": "no-store" } },
      ),
  ),
});
