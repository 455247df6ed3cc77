import "server-only";
import type { LeadSubmission, Submission } from "@/lib/db/generated/client";
import type { Tx } from "@/lib/mail/outbox";
import type { Provenance } from "@/lib/submissions/provenance";
import { leadEntry, recordSubmission, takeOverSubmission } from "@/lib/submissions/record";

export interface LeadRecord {
  sheet: string;
  fields: Record<string, string>;
  /** The submit's consent and attribution, kept on its inbox entry (and utm source and medium on the row). */
  provenance?: Provenance;
  isSpam: boolean;
  idempotencyKey?: string;
}

/**
 * Stores a lead row and its inbox entry, or returns the ones an earlier call with the same
 * idempotency key stored (a double click, a retry, or an outside caller's e-mail call that follows
 * its sheet call). Run it in a transaction: the row and its entry exist together or not at all. The
 * entry carries the key, whose unique index makes concurrent calls of one submit one entry.
 */
export async function saveLead(
  tx: Tx,
  record: LeadRecord,
): Promise<{ lead: LeadSubmission; submission: Submission; created: boolean }> {
  if (record.idempotencyKey) {
    const existing = await tx.leadSubmission.findUnique({ where: { idempotencyKey: record.idempotencyKey } });
    if (existing) {
      const entry = leadEntry(existing);
      const submission =
        (await tx.submission.findUnique({
          where: { kind_sourceId: { kind: entry.kind, sourceId: existing.id } },
        })) ?? (await recordSubmission(tx, { ...entry, ...record.provenance }));
      return { lead: existing, submission, created: false };
    }
  }
  const lead = await tx.leadSubmission.create({
    data: {
      sheet: record.sheet,
      fields: record.fields,
      utmSource: record.provenance?.utmSource ?? null,
      utmMedium: record.provenance?.utmMedium ?? null,
      isSpam: record.isSpam,
      idempotencyKey: record.idempotencyKey ?? null,
    },
  });
  const entry = { ...leadEntry(lead), ...record.provenance, idempotencyKey: record.idempotencyKey ?? null };
  // The key's entry exists when the submit's campaign call came first: the lead takes it over.
  const held = record.idempotencyKey
    ? await tx.submission.findUnique({ where: { idempotencyKey: record.idempotencyKey } })
    : null;
  const submission = held ? await takeOverSubmission(tx, held.id, entry) : await recordSubmission(tx, entry);
  return { lead, submission, created: true };
}
