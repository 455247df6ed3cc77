import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
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
  return {
    submission,
    fields: source?.fields ?? {},
    files: source?.files ?? [],
    marketing: marketingState(submission, source?.fields.newsletterStatus, suppression?.withdrawnAt),
    delivery: deliveryOf(submission.notifications),
    timeline,
  };
}

export type SubmissionDetail = NonNullable<Awaited<ReturnType<typeof submissionDetail>>>;
