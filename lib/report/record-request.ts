import "server-only";
import { env } from "@/lib/config/env";
import type { ConsultingRequest, UploadedFile } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { providerOf } from "@/lib/db/create-client";
import type { Locale } from "@/lib/i18n/routing";
import { acknowledge } from "@/lib/leads/acknowledgement";
import { enqueueEmail } from "@/lib/mail/outbox";
import { provenanceOf, withoutProvenance } from "@/lib/submissions/provenance";
import { recordSubmission, reportEntry } from "@/lib/submissions/record";
import { teamContext } from "@/lib/staff/team";
import type { ReportRequest } from "@/lib/validation/report-wizard";
import { priceList, totalPrice, type Currency } from "@/lib/money/prices";
import { REPORT_NOTIFICATION_TAG, reportNotification, reportReference } from "./notification";
import { fileSizeText } from "@/lib/text/file-size";
import { reportOrderSummary } from "./order-summary";
import { SITE_AREA_PYEONG } from "./site-area";

/** What the wizard's confirmation shows: the reference, the files the server kept and the price. */
export interface ReportReceipt {
  id: number;
  reference: string;
  total: number;
  currency: Currency;
  files: { name: string; size: number }[];
}

export interface StoredFileRecord {
  originalName: string;
  storedName: string;
  mimeType: string;
  size: number;
}

type StoredRequest = ConsultingRequest & { files: UploadedFile[] };

function receiptOf(stored: StoredRequest): ReportReceipt {
  return {
    id: stored.id,
    reference: reportReference(stored.id),
    total: stored.total,
    currency: stored.currency as Currency,
    files: stored.files.map((file) => ({ name: file.originalName, size: file.size })),
  };
}

/** The receipt of the request stored under a submit's idempotency key, or null: a retry answers with it. */
export async function receiptFor(idempotencyKey: string): Promise<ReportReceipt | null> {
  const stored = await db().consultingRequest.findUnique({
    where: { idempotencyKey },
    include: { files: { orderBy: { id: "asc" } } },
  });
  return stored && receiptOf(stored);
}

/**
 * One transaction: the request, its files, its inbox entry, the team's notification and the sender's
 * acknowledgement (in `locale`, the page's language; at most one an hour per address) in the outbox.
 * Either all are written or none is. `termsVersion`: the terms the visitor agreed to. The key's unique
 * index lets only one of two concurrent submits with it commit. `siteAreaPyeong`: the 평 the visitor
 * typed for the area the request keeps in ㎡, stored beside it.
 */
export async function recordReportRequest(
  request: ReportRequest,
  files: StoredFileRecord[],
  termsVersion: string,
  locale: Locale,
  { idempotencyKey, siteAreaPyeong }: { idempotencyKey?: string; siteAreaPyeong?: number } = {},
): Promise<ReportReceipt> {
  const { firstName, lastName, email, phone, companyName, projectName, siteAddress } = request;
  const { useZoningAnalysis, useRenderingService, currency, termsAgreement, ...rest } = withoutProvenance(request);
  const now = new Date();
  const provenance = provenanceOf(request, now);
  // Priced here from the settings, in the currency the visitor was quoted in: never the browser's figure.
  const prices = priceList(env(), currency);
  const total = totalPrice(prices, request);
  const team = await teamContext();
  const order = await reportOrderSummary(request, prices, total, locale);
  const prisma = db();
  return prisma.$transaction(async (tx) => {
    const created = await tx.consultingRequest.create({
      data: {
        firstName,
        lastName,
        email,
        phone,
        companyName,
        projectName,
        siteAddress,
        fields: { ...rest, ...(siteAreaPyeong !== undefined && { [SITE_AREA_PYEONG]: siteAreaPyeong }) },
        useZoningAnalysis,
        useRenderingService,
        total,
        currency,
        // The schema lets no request through without the box ticked; kept as the privacy consent is.
        termsVersion: termsAgreement ? termsVersion : null,
        termsAgreedAt: termsAgreement ? now : null,
        files: { create: files },
        idempotencyKey: idempotencyKey ?? null,
      },
      include: { files: { orderBy: { id: "asc" } } },
    });
    const submission = await recordSubmission(tx, { ...reportEntry(created), ...provenance });
    const { subject, body, html } = reportNotification(team, {
      request,
      prices,
      total,
      files: created.files,
      submission,
      siteAreaPyeong,
    });
    await enqueueEmail(tx, {
      to: env().LEADS_TO,
      subject,
      text: body,
      html,
      tag: REPORT_NOTIFICATION_TAG,
      replyTo: email,
      dedupeKey: `email:report-${created.id}`,
      submissionId: submission.id,
    });
    await acknowledge(tx, providerOf(prisma), {
      submission,
      locale,
      fields: {
        phone,
        companyName,
        projectName,
        siteAddress,
        siteArea: request.siteArea,
        siteAreaUnit: request.siteAreaUnit,
        [SITE_AREA_PYEONG]: siteAreaPyeong,
      },
      reference: reportReference(created.id),
      files: created.files.map((file) => `${file.originalName} (${fileSizeText(file.size)})`),
      order,
    });
    return receiptOf(created);
  });
}
