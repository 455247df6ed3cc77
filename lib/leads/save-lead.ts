import type { LeadSubmission } from "@/lib/db/generated/client";
import type { Tx } from "@/lib/mail/outbox";

export interface LeadRecord {
  sheet: string;
  fields: Record<string, string>;
  utmSource?: string;
  utmMedium?: string;
  isSpam: boolean;
  idempotencyKey?: string;
}

/**
 * Stores a lead row, or returns the one an earlier call with the same idempotency key stored
 * (a double click, a retry, or the e-mail call that follows the sheet call of the same submit).
 */
export async function saveLead(tx: Tx, record: LeadRecord): Promise<{ lead: LeadSubmission; created: boolean }> {
  if (record.idempotencyKey) {
    const existing = await tx.leadSubmission.findUnique({ where: { idempotencyKey: record.idempotencyKey } });
    if (existing) return { lead: existing, created: false };
  }
  const lead = await tx.leadSubmission.create({
    data: {
      sheet: record.sheet,
      fields: JSON.stringify(record.fields),
      utmSource: record.utmSource || null,
      utmMedium: record.utmMedium || null,
      isSpam: record.isSpam,
      idempotencyKey: record.idempotencyKey ?? null,
    },
  });
  return { lead, created: true };
}
