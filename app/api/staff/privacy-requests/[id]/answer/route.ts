import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { kickOutbox } from "@/lib/mail/start";
import { answerPrivacyRequest } from "@/lib/privacy/answer";
import { privacyAnswerSchema } from "@/lib/validation/privacy-answer";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** Admins: e-mails the answer to a verified request's sender (through the outbox) and marks it answered. */
  POST: handle(
    {
      sameOrigin: true,
      role: "admin",
      words: "staff.privacyRequests.errors",
      body: privacyAnswerSchema,
      limit: 64 * 1024,
    },
    async ({ request, staff, words, body }, { params }: RouteContext<"/api/staff/privacy-requests/[id]/answer">) => {
      const id = Number((await params).id);
      if (!Number.isSafeInteger(id)) throw new HttpError(404, words.notFound);
      const queued = await answerPrivacyRequest(db(), request, id, body, staff, words);
      kickOutbox();
      return Response.json(queued, { status: 201, headers: { "Cache-Control": "no-store" } });
    },
  ),
});
