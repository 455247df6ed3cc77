import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import type { ReportRequest } from "@/lib/validation/report-wizard";
import { totalUsd } from "./add-ons";
import { REPORT_NOTIFICATION_TAG, reportNotification } from "./notification";

export interface StoredFileRecord {
  originalName: string;
  storedName: string;
  mimeType: string;
  size: number;
}

/**
 * One transaction: the request, its files and the team's notification in the outbox. Either all
 * three are written or none is.
 */
export async function recordReportRequest(request: ReportRequest, files: StoredFileRecord[]): Promise<{ id: number }> {
  const { firstName, lastName, email, phone, companyName, projectName, siteAddress } = request;
  const { useZoningAnalysis, useRenderingService, ...rest } = request;
  const total = totalUsd(request);
  const siteUrl = env().SITE_URL.replace(/\/$/, "");
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
        fields: JSON.stringify(rest),
        useZoningAnalysis,
        useRenderingService,
        totalUsd: total,
        files: { create: files },
      },
      include: { files: { orderBy: { id: "asc" } } },
    });
    const { subject, body } = reportNotification(created.id, request, total, created.files, siteUrl);
    await tx.outboxMessage.create({
      data: {
        kind: "email",
        recipient: env().LEADS_TO,
        subject,
        body,
        tag: REPORT_NOTIFICATION_TAG,
        status: "pending",
      },
    });
    return { id: created.id };
  });
}
