import { handle, route } from "@/lib/api/route";
import { twoFactorProofSchema } from "@/lib/auth/schemas";
import { startMove } from "@/lib/auth/two-factor";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Begins a move to a new phone (password or current code again): a new QR code and key; the old one works until confirmed. */
  POST: handle(
    { sameOrigin: true, role: "signed-in", words: "staff.twoFactorErrors", body: twoFactorProofSchema, limit: 1024 },
    async ({ request, staff, words, body }) =>
      Response.json(await startMove(request, staff, body, words), { headers: { "Cache-Control": "no-store" } }),
  ),
});
