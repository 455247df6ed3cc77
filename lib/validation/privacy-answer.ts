import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { replyText } from "./lead-reply";

/** The answer form's messages, in the staff member's language (`staff.privacyRequests.errors`). */
export interface PrivacyAnswerErrors {
  subject: string;
  body: string;
}

/**
 * POST /api/staff/privacy-requests/{id}/answer and the answer form on the request's page: the e-mail
 * to the requester (to the address they confirmed, in the language they wrote in, so neither is
 * asked). `confirmHeld`: for an erasure request, the admin saw that their data is still held and
 * answers anyway.
 */
export function privacyAnswerSchema(errors: PrivacyAnswerErrors) {
  return z.strictObject({ ...replyText(errors), confirmHeld: z.optional(z.boolean()) });
}

export type PrivacyAnswer = z.output<ReturnType<typeof privacyAnswerSchema>>;
