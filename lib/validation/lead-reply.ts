import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { locales } from "@/lib/i18n/routing";

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;

/** The reply form's messages, in the staff member's language (`staff.reply.errors`). */
export interface LeadReplyErrors {
  language: string;
  subject: string;
  body: string;
}

/**
 * POST /api/staff/submissions/{kind}/{id}/reply and the reply form on the lead's page: the language
 * the reply is written in, its subject and text. No recipient: a reply goes only to the address the
 * lead gave (PIPA: their data is used for the purpose they gave it), so a body naming one is refused.
 */
export function leadReplySchema(errors: LeadReplyErrors) {
  return z.strictObject({ language: z.enum(locales, { error: errors.language }), ...replyText(errors) });
}

/** An e-mail written by staff to one person: its subject and text (a lead's reply, a privacy request's answer). */
export function replyText(errors: Pick<LeadReplyErrors, "subject" | "body">) {
  return {
    subject: z
      .string({ error: errors.subject })
      .check(
        z.trim(),
        z.minLength(1, { error: errors.subject }),
        z.maxLength(REPLY_SUBJECT_MAX, { error: errors.subject }),
      ),
    body: z
      .string({ error: errors.body })
      .check(z.trim(), z.minLength(1, { error: errors.body }), z.maxLength(REPLY_BODY_MAX, { error: errors.body })),
  };
}

export type LeadReply = z.output<ReturnType<typeof leadReplySchema>>;
