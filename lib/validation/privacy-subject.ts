import { z } from "./z";

/** A query field left empty is a field not given. */
const blankAsMissing = (value: unknown) => {
  if (typeof value !== "string") return value;
  return value.trim() === "" ? undefined : value.trim();
};

/**
 * Whom a staff lookup, export, erasure or suppression is about (the back office and the command line):
 * an e-mail address (matched in lower case) and/or a phone number (matched by its digits), at least one.
 */
export function privacySubjectSchema(messages: { email: string; phone: string; missing: string }) {
  return z
    .object({
      email: z.preprocess(blankAsMissing, z.email({ error: messages.email }).max(254).toLowerCase().optional()),
      phone: z.preprocess(
        blankAsMissing,
        z
          .string()
          .max(50)
          .refine((phone) => phone.replace(/\D/g, "").length >= 7, { error: messages.phone })
          .optional(),
      ),
    })
    .refine((subject) => subject.email !== undefined || subject.phone !== undefined, {
      error: messages.missing,
      path: ["email"],
    });
}

export type PrivacySubject = z.output<ReturnType<typeof privacySubjectSchema>>;

/** What the command line says for a bad subject (the back office's own words come from messages/). */
export const englishSubjectMessages = {
  email: "Enter a valid e-mail address.",
  phone: "Enter a phone number with at least 7 digits.",
  missing: "Give an e-mail address or a phone number.",
};

/** What the access log names as the target: the address and/or number the action was about. */
export const subjectTarget = (subject: PrivacySubject) => [subject.email, subject.phone].filter(Boolean).join(" / ");
