import { SubmissionKind, WorkflowStatus } from "@/lib/db/generated/enums";
import { notFound } from "@/lib/http/errors";
import { z } from "@/lib/validation/z";

// The Prisma enums (lib/db/generated/enums.ts holds plain constants, safe in the browser too).
export { SubmissionKind, WorkflowStatus };

export const submissionKinds = Object.values(SubmissionKind);
export const workflowStatuses = Object.values(WorkflowStatus);
export const kindSchema = z.enum(SubmissionKind);
export const statusSchema = z.enum(WorkflowStatus);

/** The submission a staff URL names: `/staff/submissions/{kind}/{sourceId}`. */
export interface SubmissionRef {
  kind: SubmissionKind;
  sourceId: number;
}

/** `{kind}/{id}` of a staff URL; 404 for anything that cannot name a submission. */
export function parseRef(kind: string, id: string, message: string): SubmissionRef {
  const parsedKind = kindSchema.safeParse(kind);
  if (!parsedKind.success || !/^\d{1,10}$/.test(id)) throw notFound(message);
  return { kind: parsedKind.data, sourceId: Number(id) };
}

/** The form name of the kinds that have one form; lead rows use their own, campaign contacts their tag. */
export const REPORT_FORM = "Report";
export const NEWSLETTER_FORM = "Newsletter";
