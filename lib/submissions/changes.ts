import "server-only";
import type { Messages } from "@/lib/i18n/messages";
import { trimmedText, z } from "@/lib/validation/z";
import { WorkflowStatus } from "./kinds";

type Errors = Messages["staff"]["errors"];

/** PATCH of a submission: any of a new status, an owner, a follow-up date, a note to add, the spam flag; at least one. */
export function submissionChangeSchema(errors: Errors) {
  return z
    .object({
      ...changeFields(errors),
      note: trimmedText(errors.note, 5000).optional(),
    })
    .strict()
    .refine((change) => Object.values(change).some((value) => value !== undefined), {
      error: errors.nothingToChange,
    });
}

/** What a change sets, one row or many: a status, an owner, a follow-up date, the spam flag. */
function changeFields(errors: Errors) {
  return {
    status: z.enum(WorkflowStatus, { error: errors.status }).optional(),
    spam: z.boolean({ error: errors.invalid }).optional(),
    /** The owning account's id; null: nobody. */
    owner: z
      .string({ error: errors.ownerAccount })
      .min(1, { error: errors.ownerAccount })
      .max(100)
      .nullable()
      .optional(),
    /** A day in the viewer's time zone; null: none. */
    followUp: z
      .string({ error: errors.followUp })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: errors.followUp, abort: true })
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: errors.followUp })
      .nullable()
      .optional(),
  };
}

/**
 * POST /api/staff/submissions/bulk: selected rows ("kind/id") and, for all of them, any of a status, an
 * owner, a follow-up date and the spam flag (the fields of one submission's change).
 */
export function bulkChangeSchema(errors: Errors) {
  return z
    .object({
      ...changeFields(errors),
      items: z
        .array(z.string().regex(/^[a-z]+\/\d{1,10}$/, { error: errors.selection }), { error: errors.selection })
        .min(1, { error: errors.selection })
        .max(200, { error: errors.selection }),
    })
    .strict()
    .refine((change) => [change.status, change.owner, change.followUp, change.spam].some((v) => v !== undefined), {
      error: errors.bulkChange,
    });
}

export type SubmissionChange = z.output<ReturnType<typeof submissionChangeSchema>>;

/** "Send again" of one of a submission's notifications: the outbox row to queue again. */
export const resendSchema = z.object({ outboxId: z.number().int().positive() });
