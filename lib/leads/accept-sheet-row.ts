import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import { isHoneypotFilled } from "@/lib/validation/fields";
import type { LeadFormValues } from "@/lib/validation/lead-form";
import { retryOnUniqueRace } from "./retry-unique";
import { saveLead } from "./save-lead";
import { provenanceOf, withoutProvenance } from "@/lib/submissions/provenance";

/** POST /api/xlsx/[name]: the spreadsheet row of a lead-form submit, stored as a LeadSubmission. */
export async function acceptSheetRow(
  prisma: PrismaClient,
  sheet: string,
  values: LeadFormValues,
  idempotencyKey?: string,
) {
  const { homepage, ...fields } = withoutProvenance(values);
  const provenance = provenanceOf(values, new Date());
  return retryOnUniqueRace(() =>
    prisma.$transaction((tx) =>
      saveLead(tx, {
        sheet,
        fields,
        provenance,
        isSpam: isHoneypotFilled(homepage),
        idempotencyKey,
      }),
    ),
  );
}
