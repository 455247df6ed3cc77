import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import { reportReference } from "@/lib/report/reference";
import { deliveryOf } from "./delivery";
import { marketingState } from "./provenance";
import type { SubmissionRef } from "./kinds";
import { loadSourceRow } from "./source-row";

/** Everything the detail page shows about one submission; null when there is no such submission. */
export async function submissionDetail(prisma: PrismaClient, ref: SubmissionRef) {
  const submission = await prisma.submission.findUnique({
    where: { kind_sourceId: { kind: ref.kind, sourceId: ref.sourceId } },
    include: {
      notes: { orderBy: { createdAt: "desc" } },
      audit: { orderBy: { id: "desc" } },
      notifications: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          kind: true,
          tag: true,
          subject: true,
          status: true,
          attempts: true,
          lastError: true,
          sentAt: true,
          createdAt: true,
          nextAttemptAt: true,
        },
      },
    },
  });
  if (!submission) return null;
  const [source, suppression, timeline] = await Promise.all([
    loadSourceRow(prisma, ref),
    submission.email ? prisma.marketingSuppression.findUnique({ where: { email: submission.email } }) : null,
    submission.email
      ? prisma.submission.findMany({
          where: { email: submission.email, NOT: { id: submission.id } },
          orderBy: { receivedAt: "desc" },
          take: 50,
        })
      : Promise.resolve([]),
  ]);
  const report = ref.kind === "report";
  return {
    submission,
    /** The receipt number the visitor quotes (FR-000001); null for other kinds. */
    reference: report ? reportReference(ref.sourceId) : null,
    fields: source?.fields ?? {},
    files: source?.files ?? [],
    marketing: marketingState(submission, source?.fields.newsletterStatus, suppression?.withdrawnAt),
    /** A report request's agreement to the terms and refund rules; null for other kinds. */
    terms: report ? (source?.terms ?? { version: null, agreedAt: null }) : null,
    delivery: deliveryOf(submission.notifications),
    timeline,
  };
}

export type SubmissionDetail = NonNullable<Awaited<ReturnType<typeof submissionDetail>>>;
