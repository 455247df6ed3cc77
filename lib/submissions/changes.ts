import "server-only";
import type { Messages } from "@/lib/i18n/messages";
import { z } from "@/lib/validation/z";
import { WorkflowStatus } from "./kinds";

type Errors = Messages["staff"]["errors"];

/** PATCH of a submission: any of a new status, a note to add, the spam flag; at least one. */
export function submissionChangeSchema(errors: Errors) {
  return z
    .object({
      status: z.enum(WorkflowStatus, { error: errors.status }).optional(),
      note: z
        .string({ error: errors.note })
        .trim()
        .min(1, { error: errors.note })
        .max(5000, { error: errors.note })
        .optional(),
      spam: z.boolean({ error: errors.invalid }).optional(),
    })
    .strict()
    .refine((change) => change.status !== undefined || change.note !== undefined || change.spam !== undefined, {
      error: errors.nothingToChange,
    });
}

export type SubmissionChange = z.output<ReturnType<typeof submissionChangeSchema>>;

/** "Send again" of one of a submission's notifications: the outbox row to queue again. */
export const resendSchema = z.object({ outboxId: z.number().int().positive() });
