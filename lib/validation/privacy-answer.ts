import * as z from "zod/mini";
import "@/lib/validation/form-z";
import en from "@/messages/en/privacyRequest.json";
import ko from "@/messages/ko/privacyRequest.json";
import { replyText, withoutPrompts } from "./lead-reply";

// The starting text holds a prompt where the result goes: an answer that still holds it is not sent.
const prompts = [ko.answer.placeholder, en.answer.placeholder];

/** The answer form's messages, in the staff member's language (`staff.privacyRequests.errors`). */
export interface PrivacyAnswerErrors {
  subject: string;
  body: string;
  unwritten: string;
}

/**
 * POST /api/staff/privacy-requests/{id}/answer and the answer form on the request's page: the e-mail
 * to the requester (to the address they confirmed, in the language they wrote in, so neither is
 * asked). `confirmHeld`: for an erasure request, the admin saw that their data is still held and
 * answers anyway.
 */
export function privacyAnswerSchema(errors: PrivacyAnswerErrors) {
  const { subject, body } = replyText(errors);
  return z.strictObject({
    subject,
    body: body.check(withoutPrompts(prompts, errors.unwritten)),
    confirmHeld: z.optional(z.boolean()),
  });
}

export type PrivacyAnswer = z.output<ReturnType<typeof privacyAnswerSchema>>;
