import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import type { SubmissionRef } from "./kinds";
import { storedFields } from "./stored-fields";

export interface SourceFile {
  id: number;
  originalName: string;
  mimeType: string;
  size: number;
}

/** A report request's agreement to the terms and refund rules: their version and when; null, not recorded. */
export interface TermsAgreement {
  version: string | null;
  agreedAt: Date | null;
}

export interface SourceRow {
  /** Every field as the visitor sent it, in the order the form asked for it. */
  fields: Record<string, unknown>;
  files: SourceFile[];
  /** A report request's (the contract record a refund answer rests on). */
  terms?: TermsAgreement;
}

/** The source row of a submission: what the visitor typed, and a report request's files. */
export async function loadSourceRow(prisma: PrismaClient, ref: SubmissionRef): Promise<SourceRow | null> {
  const id = ref.sourceId;
  switch (ref.kind) {
    case "lead":
    case "contact":
    case "signup": {
      const row = await prisma.leadSubmission.findUnique({ where: { id } });
      return row && { fields: storedFields(row.fields), files: [] };
    }
    case "report": {
      const row = await prisma.consultingRequest.findUnique({
        where: { id },
        include: {
          files: { orderBy: { id: "asc" }, select: { id: true, originalName: true, mimeType: true, size: true } },
        },
      });
      if (!row) return null;
      const {
        firstName,
        lastName,
        email,
        phone,
        companyName,
        useZoningAnalysis,
        useRenderingService,
        total,
        currency,
      } = row;
      const fields = { firstName, lastName, email, phone, companyName, ...storedFields(row.fields) };
      return {
        fields: { ...fields, useZoningAnalysis, useRenderingService, total, currency },
        files: row.files,
        terms: { version: row.termsVersion, agreedAt: row.termsAgreedAt },
      };
    }
    case "campaign": {
      const row = await prisma.campaignContact.findUnique({ where: { id } });
      if (!row) return null;
      const { firstName, lastName, email, company } = row;
      return { fields: { firstName, lastName, email, company, ...storedFields(row.fields) }, files: [] };
    }
    case "newsletter": {
      const row = await prisma.newsletterSubscriber.findUnique({ where: { id } });
      if (!row) return null;
      const { email, locale, consentAt, status: newsletterStatus, confirmedAt, withdrawnAt } = row;
      return { fields: { email, locale, consentAt, newsletterStatus, confirmedAt, withdrawnAt }, files: [] };
    }
  }
}
