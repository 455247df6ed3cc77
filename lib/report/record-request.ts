import "server-only";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { enqueueEmail } from "@/lib/mail/outbox";
import { provenanceOf, withoutProvenance } from "@/lib/submissions/provenance";
import { recordSubmission, reportEntry } from "@/lib/submissions/record";
import { teamContext } from "@/lib/submissions/team";
import type { ReportRequest } from "@/lib/validation/report-wizard";
import { totalUsd } from "./add-ons";
import { REPORT_NOTIFICATION_TAG, reportNotification } from "./notification";
import { reportReference, type ReportReceipt } from "./reference";

export interface StoredFileRecord {
  originalName: string;
  storedName: string;
  mimeType: string;
  size: number;
}

/**
 * One transaction: the request, its files, its inbox entry and the team's notification in the
 * outbox. Either all are written or none is.
 */
export async function recordReportRequest(request: ReportRequest, files: StoredFileRecord[]): Promise<ReportReceipt> {
  const { firstName, lastName, email, phone, companyName, projectName, siteAddress } = request;
  const { useZoningAnalysis, useRenderingService, ...rest } = withoutProvenance(request);
  const provenance = provenanceOf(request, new Date());
  const total = totalUsd(request);
  const team = await teamContext();
  return db().$transaction(async (tx) => {
    const created = await tx.consultingRequest.create({
      data: {
        firstName,
        lastName,
        email,
        phone,
        companyName,
        projectName,
        siteAddress,
        fields: rest,
        useZoningAnalysis,
        useRenderingService,
        totalUsd: total,
        files: { create: files },
      },
      include: { files: { orderBy: { id: "asc" } } },
    });
    const submission = await recordSubmission(tx, { ...reportEntry(created), ...provenance });
    const { subject, body } = reportNotification(team, { request, total, files: created.files, submission });
    await enqueueEmail(tx, {
      to: env().LEADS_TO,
      subject,
      text: body,
      tag: REPORT_NOTIFICATION_TAG,
      replyTo: email,
      dedupeKey: `email:report-${created.id}`,
      submissionId: submission.id,
    });
    return {
      id: created.id,
      reference: reportReference(created.id),
      totalUsd: total,
      files: created.files.map((file) => ({ name: file.originalName, size: file.size })),
    };
  });
}
