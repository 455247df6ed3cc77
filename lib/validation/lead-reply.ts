import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { allReplyPrompts } from "@/content/staff/reply-prompts";
import { locales } from "@/lib/i18n/routing";

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;

/** The reply form's messages, in the staff member's language (`staff.reply.errors`). */
export interface LeadReplyErrors {
  language: string;
  subject: string;
  body: string;
  /** A template's prompt still in the text (content/staff/reply-prompts.ts). */
  unwritten: string;
}

/**
 * POST /api/staff/submissions/{kind}/{id}/reply and the reply form on the lead's page: the language
 * the reply is written in, its subject and text, and whether it is a report request's order
 * confirmation (recorded as such). No recipient: a reply goes only to the address the lead gave (PIPA:
 * their data is used for the purpose they gave it), so a body naming one is refused. Nor a text that
 * still holds a template's prompt, such as the confirmation's "(예정 납기일을 적어 주세요. …)".
 */
export function leadReplySchema(errors: LeadReplyErrors) {
  const { subject, body } = replyText(errors);
  const written = withoutPrompts(allReplyPrompts, errors.unwritten);
  return z.strictObject({
    language: z.enum(locales, { error: errors.language }),
    subject: subject.check(written),
    body: body.check(written),
    confirmation: z.optional(z.boolean({ error: errors.body })),
  });
}

/**
 * Refuses a text that still holds one of a template's `prompts`, found by its opening words (up to its
 * first stop or comma): a writer who changes only the example inside one has still not written it. The
 * message names those left where it has a `{prompts}` slot ("“입금 계좌를 적어 주세요”").
 */
export function withoutPrompts(prompts: string[], error: string) {
  const openings = prompts.map((prompt) => {
    const stop = prompt.search(/[.,:]/);
    return stop > 0 ? prompt.slice(0, stop) : prompt;
  });
  const left = (text: unknown) => openings.filter((opening) => String(text).includes(opening));
  return z.refine<string>((text) => left(text).length === 0, {
    error: (issue) =>
      error.replace(
        "{prompts}",
        left(issue.input)
          .map((opening) => `“${opening.replace(/^\(/, "")}”`)
          .join(", "),
      ),
  });
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
